import type { TenancyCase } from '../helpers/tenancy';

/**
 * A member's preferences. Organisation A holds rows for its members, one of them under the very
 * user id of B's caller (test/helpers/seed.ts): B's caller reads only their own row in B (none
 * yet, so the defaults) and writes only that one; the snapshot proves A's rows are untouched.
 */
export const preferencesCases: TenancyCase[] = [
  {
    route: 'GET /me/preferences',
    url: () => '/me/preferences',
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      // Not A's 'de' under the same user id.
      expect(res.json()).toEqual({
        language: null,
        timezone: null,
        date_format: null,
        time_format: null,
        notifications: { email: true, push: false, desktop: true },
      });
    },
  },
  {
    route: 'PUT /me/preferences',
    url: () => '/me/preferences',
    body: () => ({ language: 'es', timezone: 'Europe/Madrid' }),
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ language: 'es', timezone: 'Europe/Madrid' });
    },
  },
];
