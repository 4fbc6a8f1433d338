import type { TenancyCase } from '../helpers/tenancy';

const undoExpired = (res: { statusCode: number; json(): unknown }) => {
  // A batch of another organisation is one this organisation never had: the same 410 as an expired one.
  expect(res.statusCode).toBe(410);
  expect(res.json()).toEqual({ error: 'This delete can no longer be undone', code: 'undo_expired' });
};

/** The duplicate finder and merge. */
export const duplicatesCases: TenancyCase[] = [
  { route: 'GET /contacts/duplicates', url: () => '/contacts/duplicates', expect: 'empty' },
  { route: 'GET /companies/duplicates', url: () => '/companies/duplicates', expect: 'empty' },
  { route: 'GET /duplicates/counts', url: () => '/duplicates/counts', expect: 'zero' },
  // A's records, whichever is named where: not found, nothing moved.
  { route: 'POST /contacts/merge', url: () => '/contacts/merge', body: (ids) => ({ primary_id: ids.contactId, ids: [ids.noteId] }), expect: 'not-found' },
  {
    route: 'POST /contacts/merge',
    url: () => '/contacts/merge',
    body: (ids) => ({ primary_id: ids.contactId, ids: [ids.companyId], values: { email: ids.companyId } }),
    expect: 'not-found',
  },
  { route: 'POST /companies/merge', url: () => '/companies/merge', body: (ids) => ({ primary_id: ids.companyId, ids: [ids.contactId] }), expect: 'not-found' },
  { route: 'POST /contacts/merge/:batchId/undo', url: (ids) => `/contacts/merge/${ids.contactMergeId}/undo`, expect: undoExpired },
  { route: 'POST /companies/merge/:batchId/undo', url: (ids) => `/companies/merge/${ids.companyMergeId}/undo`, expect: undoExpired },
];
