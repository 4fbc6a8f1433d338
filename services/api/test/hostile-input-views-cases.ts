// Hostile input on the saved views' write routes (test/hostile-input-cases.ts takes them in). The
// view changed and deleted is the organisation's shared one (the caller is its owner); a view id
// picked as the default is looked up and never stored when unknown. Hostile filter values: test/views-settings.test.ts.
import { VIEW_NAME_MAX } from '@meridian/contract';
import type { FieldRule, HostileCase } from './helpers/hostile';

const settings = () => ({
  filters: { tags_any: 'vip', has_phone: 'no' },
  sort_by: 'name',
  sort_order: 'asc',
  columns: [{ key: 'name', width: 200 }, { key: 'email' }],
  layout: 'table',
});
const name: FieldRule = { kind: 'text', max: VIEW_NAME_MAX };
const object: FieldRule = { kind: 'checked' };

export const viewsHostileCases: HostileCase[] = [
  {
    route: 'POST /views',
    body: () => ({ object: 'contacts', name: 'Hot leads', shared: true, settings: settings() }),
    status: 201,
    required: ['object', 'name', 'shared', 'settings'],
    fields: { name, object },
    bodyLimit: 32 * 1024,
  },
  {
    route: 'PUT /views/:id',
    params: (ids) => ({ id: ids.sharedViewId }),
    body: () => ({ name: 'Renamed', shared: true, settings: settings() }),
    status: 200,
    fields: { name },
    bodyLimit: 32 * 1024,
  },
  { route: 'DELETE /views/:id', params: (ids) => ({ id: ids.sharedViewId }), status: 204 },
  {
    route: 'PUT /views/default',
    body: (ids) => ({ object: 'contacts', view_id: ids.sharedViewId }),
    status: 204,
    required: ['object', 'view_id'],
    fields: { object, view_id: { kind: 'id', status: 404, max: 100 } },
    bodyLimit: 1024,
  },
];
