import type { TenancyCase } from '../helpers/tenancy';

/**
 * The Trash: organisation B's caller lists an empty Trash, and restoring, purging or erasing any
 * of A's records by its id answers 404, as for a record that does not exist; A's rows stay as
 * they were (the snapshot). test/trash.test.ts has A's deleted records too (the same scope rules).
 */
export const trashCases: TenancyCase[] = [
  { route: 'GET /trash', url: () => '/trash', expect: 'empty' },
  { route: 'POST /trash/:type/:id/restore', url: (ids) => `/trash/contact/${ids.contactId}/restore`, expect: 'not-found' },
  { route: 'POST /trash/:type/:id/restore', url: (ids) => `/trash/company/${ids.companyId}/restore`, expect: 'not-found' },
  { route: 'POST /trash/:type/:id/restore', url: (ids) => `/trash/note/${ids.noteId}/restore`, expect: 'not-found' },
  { route: 'POST /trash/:type/:id/restore', url: (ids) => `/trash/file/${ids.attachmentId}/restore`, expect: 'not-found' },
  { route: 'DELETE /trash/:type/:id', url: (ids) => `/trash/contact/${ids.contactId}`, expect: 'not-found' },
  { route: 'DELETE /trash/:type/:id', url: (ids) => `/trash/note/${ids.noteId}`, expect: 'not-found' },
  { route: 'DELETE /trash/:type/:id', url: (ids) => `/trash/file/${ids.attachmentId}`, expect: 'not-found' },
  { route: 'POST /contacts/:id/erase', url: (ids) => `/contacts/${ids.contactId}/erase`, expect: 'not-found' },
];
