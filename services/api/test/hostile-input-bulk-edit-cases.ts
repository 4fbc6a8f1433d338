// Hostile input on bulk edit's routes (test/hostile-input-cases.ts takes them in). Ids that match
// nothing edit nothing: every hostile variant is a 200 that changed no contact.
import type { FieldRule, HostileCase } from './helpers/hostile';

const idList: FieldRule = { kind: 'id', status: 200, max: 100, list: true };

export const bulkEditHostileCases: HostileCase[] = [
  {
    route: 'POST /contacts/bulk-edit',
    body: () => ({ ids: ['no-such-contact'], change: { action: 'add_tags', tags: 'vip' } }),
    status: 200,
    required: ['change'],
    fields: { ids: idList },
  },
  { route: 'POST /contacts/bulk-edits/:id/undo', params: (ids) => ({ id: ids.contactId }), status: 404 },
];
