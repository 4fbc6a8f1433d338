import { DEFAULT_CURRENCY, DEFAULT_RECORD_ACCESS } from '@meridian/contract';
import type { TenancyCase } from '../helpers/tenancy';

const OWNER_REFUSED = { error: 'Owner must be a member of your organisation', code: 'owner_not_member', field: 'owner_id' };

/**
 * Members, settings and deals. Organisation A has a member and its own settings (the
 * seed); B sees only itself among the members and its own default currency, and can neither read
 * nor change A's deals, nor make A's member the owner of anything.
 */
export const dealCases: TenancyCase[] = [
  {
    route: 'GET /members',
    url: () => '/members',
    // Only the caller (recorded by their own request), never A's members.
    expect: (res, { caller }) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ members: [{ id: caller.sub, name: caller.name, email: caller.email }] });
    },
  },
  {
    route: 'GET /organisation/settings',
    url: () => '/organisation/settings',
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ default_currency: DEFAULT_CURRENCY, record_access: DEFAULT_RECORD_ACCESS }); // not A's
    },
  },
  {
    route: 'PUT /organisation/settings',
    url: () => '/organisation/settings',
    body: () => ({ default_currency: DEFAULT_CURRENCY }),
    // B's own settings; the snapshot proves A's are untouched.
    expect: (res) => expect(res.statusCode).toBe(200),
  },
  { route: 'GET /pipeline/:contactId/deal', url: (ids) => `/pipeline/${ids.contactId}/deal`, expect: 'not-found' },
  { route: 'PUT /pipeline/:contactId/deal', url: (ids) => `/pipeline/${ids.contactId}/deal`, body: () => ({ value: '1.00' }), expect: 'not-found' },
  { route: 'GET /pipeline/:id/deals.csv', url: (ids) => `/pipeline/${ids.pipelineId}/deals.csv`, expect: 'not-found' },
  // A's owner id filters B's own board and lists to nothing.
  {
    route: 'GET /pipeline/:id/deals.csv',
    url: (ids) => `/pipeline/${ids.pipelineId}/deals.csv?owner_id=${ids.memberId}`,
    expect: 'not-found',
  },
  { route: 'GET /contacts', url: (ids) => `/contacts?owner_id=${ids.memberId}`, expect: 'empty' },
  { route: 'POST /contacts/bulk-delete', url: () => '/contacts/bulk-delete', body: (ids) => ({ owner_id: ids.memberId }), expect: 'zero' },
  {
    route: 'GET /import-export/export',
    url: (ids) => `/import-export/export?owner_id=${ids.memberId}`,
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.body.trim().split(/\r?\n/)).toHaveLength(1); // the header alone
    },
  },
  {
    route: 'POST /contacts',
    url: () => '/contacts',
    body: (ids) => ({ first: 'Bea', last: 'Bee', email: 'bea@org-b.test', owner_id: ids.memberId }),
    expect: (res) => {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(OWNER_REFUSED);
    },
  },
  // Companies have owners too (record access): A's member owns nothing of B's.
  { route: 'GET /companies', url: (ids) => `/companies?owner_id=${ids.memberId}`, expect: 'empty' },
  {
    route: 'POST /companies',
    url: () => '/companies',
    body: (ids) => ({ name: 'Bee Co', owner_id: ids.memberId }),
    expect: (res) => {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(OWNER_REFUSED);
    },
  },
  {
    route: 'PUT /organisation/settings',
    url: () => '/organisation/settings',
    body: () => ({ record_access: 'owners_only' }),
    // B's own rule; the snapshot proves A's settings are untouched, and B's rule is put back.
    expect: (res) => expect(res.json()).toMatchObject({ record_access: 'owners_only' }),
  },
  {
    route: 'PUT /organisation/settings',
    url: () => '/organisation/settings',
    body: () => ({ record_access: 'everyone_edits' }),
    expect: (res) => expect(res.json()).toMatchObject({ record_access: 'everyone_edits' }),
  },
];
