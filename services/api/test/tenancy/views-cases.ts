import { ALL_VIEW_ID } from '@meridian/contract';
import type { TenancyCase } from '../helpers/tenancy';

const settings = { filters: {}, sort_by: 'name', sort_order: 'asc', columns: [{ key: 'name' }], layout: 'table' };

/**
 * Saved views. Organisation A holds a private view of the very user id of B's caller (their
 * default there) and a shared one (test/helpers/seed.ts): B's caller lists only the built-in view
 * with 'all' as their default, cannot change, delete or pick either (404, as for a view that does
 * not exist), and their own new view and default leave A's rows as they were (the snapshot).
 */
export const viewsCases: TenancyCase[] = [
  {
    route: 'GET /views',
    url: () => '/views?object=contacts',
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ views: [{ id: ALL_VIEW_ID }], default_view_id: ALL_VIEW_ID });
      expect(res.json().views).toHaveLength(1);
    },
  },
  {
    route: 'POST /views',
    url: () => '/views',
    body: () => ({ object: 'contacts', name: 'B view', shared: true, settings }),
    expect: (res) => expect([res.statusCode, res.json().name]).toEqual([201, 'B view']),
  },
  { route: 'PUT /views/:id', url: (ids) => `/views/${ids.privateViewId}`, body: () => ({ name: 'Taken' }), expect: 'not-found' },
  { route: 'PUT /views/:id', url: (ids) => `/views/${ids.sharedViewId}`, body: () => ({ shared: false, settings }), expect: 'not-found' },
  { route: 'DELETE /views/:id', url: (ids) => `/views/${ids.privateViewId}`, expect: 'not-found' },
  { route: 'DELETE /views/:id', url: (ids) => `/views/${ids.sharedViewId}`, expect: 'not-found' },
  { route: 'PUT /views/default', url: () => '/views/default', body: (ids) => ({ object: 'contacts', view_id: ids.sharedViewId }), expect: 'not-found' },
  {
    route: 'PUT /views/default',
    url: () => '/views/default',
    body: () => ({ object: 'contacts', view_id: ALL_VIEW_ID }),
    expect: (res) => expect(res.statusCode).toBe(204),
  },
];
