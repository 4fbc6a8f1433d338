import type { TenancyCase } from '../helpers/tenancy';
import { bob } from '../helpers/tokens';

/**
 * The audit trail. Organisation A holds an event about its contact and company made under the
 * very user id of B's caller (test/helpers/seed.ts): B's log, filtered by that actor or not, and
 * B's CSV hold only B's own events (the leak check refuses A's ids and marker in any answer);
 * A's contact and company have no timeline for B.
 */
export const auditCases: TenancyCase[] = [
  { route: 'GET /audit', url: () => '/audit', expect: (res) => expect(res.statusCode).toBe(200) },
  { route: 'GET /audit', url: () => `/audit?actor=${bob.sub}&record_type=contact&action=updated`, expect: 'empty' },
  {
    route: 'GET /audit.csv',
    url: () => `/audit.csv?actor=${bob.sub}&record_type=contact&action=updated`,
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.body.split('\r\n')).toEqual(['\uFEFFat,actor,action,record type,record,field,from,to,details', '']);
    },
  },
  { route: 'GET /contacts/:id/timeline', url: (ids) => `/contacts/${ids.contactId}/timeline`, expect: 'not-found' },
  { route: 'GET /companies/:id/timeline', url: (ids) => `/companies/${ids.companyId}/timeline`, expect: 'not-found' },
];
