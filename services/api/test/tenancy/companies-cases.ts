import type { TenancyCase } from '../helpers/tenancy';
import { LEAK_MARKER } from '../helpers/seed';

/** Companies routes. */
export const companyCases: TenancyCase[] = [
  { route: 'GET /companies', url: () => '/companies', expect: 'empty' },
  // Searching for A's company by its own words must not reach A's search index entries.
  { route: 'GET /companies', url: () => `/companies?search=${LEAK_MARKER}&sort_by=size&sort_order=desc`, expect: 'empty' },
  { route: 'GET /companies/:id', url: (ids) => `/companies/${ids.companyId}`, expect: 'not-found' },
  {
    route: 'POST /companies',
    url: () => '/companies',
    // A stray org_slug in the body is dropped: the company lands in the caller's organisation.
    body: () => ({ name: 'Bravo Ltd', org_slug: 'org-a' }),
    // (The tenancy helper checks that A's rows are unchanged.)
    expect: (res) => {
      expect(res.statusCode).toBe(201);
      expect(res.json().company).toMatchObject({ name: 'Bravo Ltd', contact_count: 0 });
    },
  },
  { route: 'PUT /companies/:id', url: (ids) => `/companies/${ids.companyId}`, body: () => ({ name: 'Taken over' }), expect: 'not-found' },
  { route: 'DELETE /companies/:id', url: (ids) => `/companies/${ids.companyId}`, expect: 'not-found' },
  { route: 'POST /companies/restore', url: () => '/companies/restore', body: (ids) => ({ ids: [ids.companyId] }), expect: 'zero' },
];
