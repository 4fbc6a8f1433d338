// The exchange rates an admin keeps: listed for everyone, set and removed by admins, refused when
// not a positive decimal of at most 8 decimals, never for the default currency, each change in
// the audit trail; the rate in use is each currency's latest valid today.
import { createTestApp, type TestApp } from './helpers/app';
import { auditApi, auditUser } from './helpers/audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('exchange rates', () => {
  const admin = auditUser('admin');
  const api = () => auditApi(t, admin);
  const put = (currency: string, body: object) => api().call('PUT', `/organisation/exchange-rates/${currency}`, body);

  it('keeps rates by currency and date, marks the one in use and lists them newest first', async () => {
    expect((await put('EUR', { rate: '1.0842', valid_from: '2020-01-01' })).statusCode).toBe(204);
    expect((await put('EUR', { rate: '1.10000000', valid_from: '2024-06-01' })).statusCode).toBe(204);
    expect((await put('EUR', { rate: '2', valid_from: '2999-01-01' })).statusCode).toBe(204);
    expect((await put('CHF', { rate: '001.125' })).statusCode).toBe(204); // today
    const res = await api().call('GET', '/organisation/exchange-rates');
    expect(res.statusCode).toBe(200);
    const { currency, rates } = res.json();
    expect(currency).toBe('USD');
    expect(rates.map((r: { currency: string; rate: string; valid_from: string; in_use: boolean }) => [r.currency, r.rate, r.valid_from, r.in_use])).toEqual([
      ['CHF', '1.125', new Date().toISOString().slice(0, 10), true],
      ['EUR', '2', '2999-01-01', false],
      ['EUR', '1.1', '2024-06-01', true],
      ['EUR', '1.0842', '2020-01-01', false],
    ]);
    // The same date again replaces that rate.
    expect((await put('EUR', { rate: '1.2', valid_from: '2024-06-01' })).statusCode).toBe(204);
    const again = (await api().call('GET', '/organisation/exchange-rates')).json().rates;
    expect(again.filter((r: { currency: string }) => r.currency === 'EUR').map((r: { rate: string }) => r.rate)).toEqual(['2', '1.2', '1.0842']);
  });

  it.each([
    ['1e9', 'rate_invalid'],
    ['-1', 'rate_invalid'],
    ['abc', 'rate_invalid'],
    ['0', 'rate_invalid'],
    ['0.00000000', 'rate_invalid'],
    ['1,5', 'rate_invalid'],
    ['', 'rate_invalid'],
    ['1234567890', 'rate_too_large'],
    [`1.${'1'.repeat(30)}`, 'rate_decimals'],
  ])('refuses the rate %j (%s), storing nothing', async (rate, code) => {
    const res = await put('SEK', { rate });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, field: 'rate' });
    expect((await api().call('GET', '/organisation/exchange-rates')).json().rates.some((r: { currency: string }) => r.currency === 'SEK')).toBe(false);
  });

  it('refuses a rate for the default currency, an unknown or lower-case code, and a bad date', async () => {
    expect((await put('USD', { rate: '1' })).json()).toMatchObject({ code: 'rate_default_currency', field: 'currency' });
    expect((await put('XYZ', { rate: '1' })).statusCode).toBe(404);
    expect((await put('eur', { rate: '1' })).statusCode).toBe(404);
    expect((await put('EUR', { rate: '1', valid_from: '2024-13-45' })).statusCode).toBe(400);
  });

  it('removes one date or every rate of a currency; 404 when there is none', async () => {
    expect((await api().call('DELETE', '/organisation/exchange-rates/EUR?valid_from=2020-01-01')).statusCode).toBe(204);
    expect((await api().call('DELETE', '/organisation/exchange-rates/EUR?valid_from=2020-01-01')).statusCode).toBe(404);
    expect((await api().call('DELETE', '/organisation/exchange-rates/EUR')).statusCode).toBe(204);
    expect((await api().call('DELETE', '/organisation/exchange-rates/EUR')).statusCode).toBe(404);
    const rates = (await api().call('GET', '/organisation/exchange-rates')).json().rates;
    expect(rates.map((r: { currency: string }) => r.currency)).toEqual(['CHF']);
  });

  it('records each change in the audit trail as a settings change', async () => {
    const events = await api().events();
    const rateChanges = events.filter((e) => e.record_type === 'settings').flatMap((e) => e.changes.filter((c) => c.field.startsWith('exchange_rate')));
    expect(rateChanges).toContainEqual({ field: 'exchange_rate EUR 2024-06-01', from: '1.1', to: '1.2' });
    expect(rateChanges).toContainEqual({ field: 'exchange_rate CHF ' + new Date().toISOString().slice(0, 10), from: null, to: '1.125' });
    expect(rateChanges).toContainEqual({ field: 'exchange_rate EUR 2999-01-01', from: '2', to: null });
  });

  it('lets readonly members read the rates and refuses their changes', async () => {
    const reader = { ...auditUser('readonly'), org: admin.org };
    const member = { ...auditUser('member'), org: admin.org };
    expect((await auditApi(t, reader).call('GET', '/organisation/exchange-rates')).statusCode).toBe(200);
    for (const user of [reader, member]) {
      expect((await auditApi(t, user).call('PUT', '/organisation/exchange-rates/EUR', { rate: '1' })).statusCode).toBe(403);
      expect((await auditApi(t, user).call('DELETE', '/organisation/exchange-rates/CHF')).statusCode).toBe(403);
    }
  });
});
