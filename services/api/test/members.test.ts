// Members (recorded from verified tokens, once per process per name and email), the organisation's
// settings, contact owners and the deals CSV.
import { DEALS_CSV_COLUMNS, MONEY_MESSAGES } from '@meridian/contract';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { importJobsApi } from './helpers/import-jobs';
import { alice, bob, type TestUser } from './helpers/tokens';
import { addContact, caller, defaultPipeline } from './pipeline-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
const frank: TestUser = { sub: 'user-frank', name: 'Frank Fox', email: 'frank@org-a.test', org: alice.org };
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const members = async (user: TestUser = alice) => (await call('GET', '/members', undefined, user)).body.members;

describe('members', () => {
  it('records a caller once, by name, and follows a name change without writing on every request', async () => {
    expect(await members()).toEqual([{ id: alice.sub, name: alice.name, email: alice.email }]);
    const version = await t.db.orgVersion(alice.org);
    for (let i = 0; i < 5; i++) await members();
    expect(await t.db.orgVersion(alice.org)).toBe(version); // read-only requests wrote nothing
    await members(frank);
    await members({ ...frank, name: 'Frank Fox-Lee' });
    expect(await members()).toEqual([
      { id: alice.sub, name: alice.name, email: alice.email },
      { id: frank.sub, name: 'Frank Fox-Lee', email: frank.email },
    ]);
    expect(await members(bob)).toEqual([{ id: bob.sub, name: bob.name, email: bob.email }]);
  });
});

describe('organisation settings', () => {
  it('default to USD, change per organisation, and refuse an unknown currency at its field', async () => {
    const everyone = { record_access: 'everyone_edits' };
    expect((await call('GET', '/organisation/settings')).body).toEqual({ default_currency: 'USD', ...everyone });
    expect(await call('PUT', '/organisation/settings', { default_currency: 'EUR' })).toEqual({ status: 200, body: { default_currency: 'EUR', ...everyone } });
    expect((await call('GET', '/organisation/settings')).body).toEqual({ default_currency: 'EUR', ...everyone });
    expect((await call('GET', '/organisation/settings', undefined, bob)).body).toEqual({ default_currency: 'USD', ...everyone });
    expect(await call('PUT', '/organisation/settings', { default_currency: 'XYZ' })).toEqual({
      status: 400,
      body: { error: MONEY_MESSAGES.currency, code: 'currency_invalid', field: 'default_currency' },
    });
    expect((await call('PUT', '/organisation/settings', { default_currency: 'eur' })).body.field).toBe('default_currency');
    await call('PUT', '/organisation/settings', { default_currency: 'USD' });
  });
});

describe('contact owners', () => {
  it('default to the creator, change only when sent, must be members, and filter the list, export and bulk delete', async () => {
    await members(frank);
    const api = contactsApi(t);
    const mine = await api.create({ first: 'Own', last: 'Mine', email: 'mine@own.test' });
    expect(mine.owner_id).toBe(alice.sub);
    const franks = await api.create({ first: 'Own', last: 'Franks', email: 'franks@own.test', owner_id: frank.sub });
    const nobodys = await api.create({ first: 'Own', last: 'Nobodys', email: 'nobody@own.test', owner_id: null });
    expect([franks.owner_id, nobodys.owner_id]).toEqual([frank.sub, null]);

    const kept = await api.call('PUT', `/contacts/${mine.id}`, { first: 'Own', last: 'Mine', email: 'mine@own.test' });
    expect(kept.json().owner_id).toBe(alice.sub);
    const refused = await api.call('PUT', `/contacts/${mine.id}`, { first: 'Own', last: 'Mine', email: 'mine@own.test', owner_id: bob.sub });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Owner must be a member of your organisation', code: 'owner_not_member', field: 'owner_id' });

    const list = await api.call('GET', `/contacts?owner_id=${frank.sub}&search=own`);
    expect(list.json().contacts.map((c: { id: string }) => c.id)).toEqual([franks.id]);
    expect(list.json().pagination.totalCount).toBe(1);
    const exported = await api.call('GET', `/import-export/export?owner_id=${frank.sub}`);
    expect(exported.body.split('\r\n')).toEqual(['\uFEFFfirst,last,email,phone,company,tags', 'Own,Franks,franks@own.test,,,', '']);
    const deleted = await api.call('POST', '/contacts/bulk-delete', { owner_id: frank.sub });
    expect(deleted.json().deleted).toBe(1);
    expect((await api.call('GET', `/contacts/${mine.id}`)).statusCode).toBe(200);
  });
});

describe('imported contacts', () => {
  it('are owned by the member who started the import', async () => {
    const jobs = importJobsApi(t, frank);
    const res = await jobs.upload('first,last,email\nIm,Ported,im.ported@own.test\n', { columnMapping: { first: 'first', last: 'last', email: 'email' } });
    expect(res.statusCode).toBe(202);
    expect((await jobs.waitFor(res.json().id)).imported).toBe(1);
    const list = await contactsApi(t).call('GET', `/contacts?owner_id=${frank.sub}&search=ported`);
    expect(list.json().contacts.map((c: { last: string; owner_id: string }) => [c.last, c.owner_id])).toEqual([['Ported', frank.sub]]);
  });
});

describe('GET /pipeline/:id/deals.csv', () => {
  it('lists every card with its deal, guarded against formulas, of one owner when asked', async () => {
    const pipeline = await defaultPipeline(t);
    const a = await addContact(t, { first: '=HYPERLINK("x")', last: '', company: 'Acme, Inc' });
    const b = await addContact(t, { first: 'Bo', last: 'Brown' });
    await call('POST', `/pipeline/${a}/add`, { stageId: pipeline.stages[0]!.id, deal: { value: '1234.5', currency: 'EUR', close_date: '2030-03-01' } });
    await call('POST', `/pipeline/${b}/add`, { stageId: pipeline.stages[4]!.id, deal: { owner_id: frank.sub, next_step: '@SUM(1)' } });
    const res = await t.app.inject({ method: 'GET', url: `/pipeline/${pipeline.id}/deals.csv`, headers: await t.headers() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="deals.csv"/);
    expect(res.body.split('\r\n')).toEqual([
      `\uFEFF${DEALS_CSV_COLUMNS.join(',')}`,
      `"'=HYPERLINK(""x"")","Acme, Inc",Lead,1234.50,EUR,2030-03-01,${alice.name},10`,
      // The name as last recorded (this process has seen Frank's first name already: no write back to it).
      'Bo Brown,,Won,,,,Frank Fox-Lee,100',
      '',
    ]);
    const franks = await t.app.inject({ method: 'GET', url: `/pipeline/${pipeline.id}/deals.csv?owner_id=${frank.sub}`, headers: await t.headers() });
    expect(franks.body.split('\r\n')).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: `/pipeline/${pipeline.id}/deals.csv`, headers: await t.headers(bob) })).statusCode).toBe(404);
  });
});
