import type { TenancyCase } from '../helpers/tenancy';

/**
 * Exchange rates are keyed by currency: organisation A's rates (test/helpers/seed.ts) are never
 * B's. B's caller lists none, cannot remove A's (USD), and sets its own; the snapshot proves A's rates
 * are untouched.
 */
export const exchangeRatesCases: TenancyCase[] = [
  {
    route: 'GET /organisation/exchange-rates',
    url: () => '/organisation/exchange-rates',
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().rates).toEqual([]);
    },
  },
  {
    route: 'DELETE /organisation/exchange-rates/:currency',
    url: () => '/organisation/exchange-rates/USD',
    expect: (res) => expect(res.statusCode).toBe(404),
  },
  {
    route: 'PUT /organisation/exchange-rates/:currency',
    url: () => '/organisation/exchange-rates/EUR',
    body: () => ({ rate: '9.99', valid_from: '2020-01-01' }),
    expect: (res) => expect(res.statusCode).toBe(204),
  },
];
