import type { TenancyCase } from '../helpers/tenancy';
import { multipartBody } from '../helpers/multipart';

const upload = () => multipartBody([{ filename: 'b.txt', data: 'from org b', contentType: 'text/plain' }]);

/** Contacts, notes and attachments routes. */
export const contactCases: TenancyCase[] = [
  { route: 'GET /contacts', url: () => '/contacts', expect: 'empty' },
  { route: 'GET /contacts', url: () => '/contacts?search=zqxorgonlymarker', expect: 'empty' },
  { route: 'GET /contacts', url: (ids) => `/contacts?company_id=${ids.companyId}`, expect: 'empty' },
  { route: 'GET /contacts/:id', url: (ids) => `/contacts/${ids.contactId}`, expect: 'not-found' },
  {
    route: 'POST /contacts',
    url: () => '/contacts',
    // Linking A's company from B is refused like an unknown id.
    body: (ids) => ({ first: 'Bea', last: 'Bee', email: 'bea@org-b.test', company_id: ids.companyId }),
    expect: (res) => {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'company_id does not match a company of your organisation', code: 'company_id_unknown' });
    },
  },
  {
    route: 'PUT /contacts/:id',
    url: (ids) => `/contacts/${ids.contactId}`,
    body: () => ({ first: 'Mallory', last: 'M', email: 'm@org-b.test' }),
    expect: 'not-found',
  },
  { route: 'DELETE /contacts/:id', url: (ids) => `/contacts/${ids.contactId}`, expect: 'not-found' },
  { route: 'POST /contacts/restore', url: () => '/contacts/restore', body: (ids) => ({ ids: [ids.contactId] }), expect: 'zero' },
  // Deleting "everything matching" from B deletes none of A's contacts, whatever the filter.
  {
    route: 'POST /contacts/bulk-delete',
    url: () => '/contacts/bulk-delete',
    body: () => ({}),
    expect: (res) => expect(res.statusCode).toBe(200),
  },
  { route: 'POST /contacts/bulk-delete', url: () => '/contacts/bulk-delete', body: (ids) => ({ company_id: ids.companyId }), expect: 'zero' },
  { route: 'POST /contacts/bulk-delete', url: () => '/contacts/bulk-delete', body: () => ({ search: 'zqxorgonlymarker' }), expect: 'zero' },
  // A's own batches are tried in contacts-bulk-delete.test.ts (the seed has none).
  { route: 'POST /contacts/bulk-delete/:batchId/undo', url: (ids) => `/contacts/bulk-delete/${ids.contactId}/undo`, expect: 'not-found' },
  // Editing from B changes none of A's contacts, whether named by id or matched by a filter.
  {
    route: 'POST /contacts/bulk-edit',
    url: () => '/contacts/bulk-edit',
    body: (ids) => ({ ids: [ids.contactId], change: { action: 'add_tags', tags: 'stolen' } }),
    expect: (res) => expect(res.json()).toMatchObject({ status: 'done', total: 0, changed: 0 }),
  },
  {
    route: 'POST /contacts/bulk-edit',
    url: () => '/contacts/bulk-edit',
    body: (ids) => ({ filter: { company_id: ids.companyId }, change: { action: 'set_owner', owner_id: null } }),
    expect: (res) => expect(res.json()).toMatchObject({ status: 'done', total: 0, changed: 0 }),
  },
  {
    route: 'POST /contacts/bulk-edit',
    url: () => '/contacts/bulk-edit',
    body: (ids) => ({ filter: {}, change: { action: 'set_company', company_id: ids.companyId } }),
    expect: (res) => expect([res.statusCode, res.json().code]).toEqual([400, 'company_id_unknown']),
  },
  // A's own edits are tried in contacts-bulk-edit.test.ts (the seed has none): an unknown id is a 404.
  { route: 'GET /contacts/bulk-edits/:id', url: (ids) => `/contacts/bulk-edits/${ids.contactId}`, expect: 'not-found' },
  { route: 'POST /contacts/bulk-edits/:id/undo', url: (ids) => `/contacts/bulk-edits/${ids.contactId}/undo`, expect: 'not-found' },

  { route: 'GET /contacts/:id/notes', url: (ids) => `/contacts/${ids.contactId}/notes`, expect: 'not-found' },
  { route: 'POST /contacts/:id/notes', url: (ids) => `/contacts/${ids.contactId}/notes`, body: () => ({ body: 'hi' }), expect: 'not-found' },
  {
    route: 'PUT /contacts/:id/notes/:noteId',
    url: (ids) => `/contacts/${ids.contactId}/notes/${ids.noteId}`,
    body: () => ({ body: 'overwritten' }),
    expect: 'not-found',
  },
  { route: 'DELETE /contacts/:id/notes/:noteId', url: (ids) => `/contacts/${ids.contactId}/notes/${ids.noteId}`, expect: 'not-found' },

  { route: 'GET /contacts/:id/attachments', url: (ids) => `/contacts/${ids.contactId}/attachments`, expect: 'not-found' },
  { route: 'POST /contacts/:id/attachments', url: (ids) => `/contacts/${ids.contactId}/attachments`, raw: upload, expect: 'not-found' },
  {
    route: 'GET /contacts/:id/attachments/:attachmentId/download',
    url: (ids) => `/contacts/${ids.contactId}/attachments/${ids.attachmentId}/download`,
    expect: 'not-found',
  },
  {
    route: 'DELETE /contacts/:id/attachments/:attachmentId',
    url: (ids) => `/contacts/${ids.contactId}/attachments/${ids.attachmentId}`,
    expect: 'not-found',
  },
];
