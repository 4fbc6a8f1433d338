// Hostile input on the Trash's write routes and the erasure (test/hostile-input-cases.ts takes them
// in): their only input is the path (a type and an id; no body). The valid requests name seeded
// records that are live, so none of them is in the Trash: each answers 404 and changes nothing,
// and every hostile path is refused the same way. test/trash.test.ts and test/erasure.test.ts
// restore, purge and erase for real.
import type { HostileCase } from './helpers/hostile';

export const trashHostileCases: HostileCase[] = [
  { route: 'POST /trash/:type/:id/restore', params: (ids) => ({ type: 'contact', id: ids.contactId }), status: 404 },
  { route: 'POST /trash/:type/:id/restore', params: (ids) => ({ type: 'note', id: ids.noteId }), status: 404 },
  { route: 'DELETE /trash/:type/:id', params: (ids) => ({ type: 'file', id: ids.attachmentId }), status: 404 },
  { route: 'POST /contacts/:id/erase', params: () => ({ id: '01900000-0000-7000-8000-000000000000' }), status: 404 },
];
