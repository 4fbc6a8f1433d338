// Record access beyond the matrix of test/record-access.test.ts: the settings route, the answer
// cache (never shared between viewers who see different records; a rule change takes effect at
// once), "Select all N" and its bulk delete, restore, and an import's "update existing".
import { uuidv7 } from 'uuidv7';
import { createTestApp, type TestApp } from './helpers/app';
import { csvLines, importJobsApi } from './helpers/import-jobs';
import { requester, seedTeam, teamOf } from './helpers/record-access';

let t: TestApp;
let call: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  call = requester(t);
});
afterAll(() => t.close());

describe('PUT /organisation/settings', () => {
  const team = teamOf('ra-settings');
  const { owner } = team;

  it('changes the rule, the currency or both, keeps what is left out, and refuses nothing to change or an unknown rule', async () => {
    expect((await call(owner, 'PUT', '/organisation/settings', { record_access: 'owners_only' })).body).toEqual({
      default_currency: 'USD',
      record_access: 'owners_only',
    });
    expect((await call(owner, 'PUT', '/organisation/settings', { default_currency: 'EUR' })).body).toEqual({
      default_currency: 'EUR',
      record_access: 'owners_only',
    });
    expect((await call(owner, 'GET', '/organisation/settings')).body).toEqual({ default_currency: 'EUR', record_access: 'owners_only' });
    for (const body of [{}, { record_access: 'everyone' }, { record_access: null }, { record_access: 'OWNERS_ONLY' }]) {
      const answer = await call(owner, 'PUT', '/organisation/settings', body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toMatch(/^(validation_failed|field_required|bad_request)$/);
    }
    expect((await call(owner, 'GET', '/organisation/settings')).body.record_access).toBe('owners_only');
    // Another organisation keeps its own (the default).
    const other = teamOf('ra-settings-other').owner;
    expect((await call(other, 'GET', '/organisation/settings')).body).toEqual({ default_currency: 'USD', record_access: 'everyone_edits' });
  });
});

describe('the answer cache', () => {
  const team = teamOf('ra-cache');
  const { mia, max, adam } = team.users;

  it('is never shared between viewers who see different records, and a rule change takes effect at once', async () => {
    await seedTeam(t, team, 'owners_only');
    const total = async (user = mia, url = '/contacts?page=1&limit=50&sort_by=name&sort_order=asc') =>
      (await call(user, 'GET', url)).body.pagination.totalCount;
    // The same URL, asked twice by each (the second an answer from the cache).
    for (let i = 0; i < 2; i++) {
      expect(await total(mia)).toBe(1);
      expect(await total(max)).toBe(1);
      expect(await total(adam)).toBe(3);
    }
    const miaIds = (await call(mia, 'GET', '/contacts')).body.contacts.map((c: { first: string }) => c.first);
    const maxIds = (await call(max, 'GET', '/contacts')).body.contacts.map((c: { first: string }) => c.first);
    expect([miaIds, maxIds]).toEqual([['Mina'], ['Maxine']]);
    await call(team.owner, 'PUT', '/organisation/settings', { record_access: 'everyone_reads' });
    expect(await total(max)).toBe(3);
    expect(await total(mia)).toBe(3);
    await call(team.owner, 'PUT', '/organisation/settings', { record_access: 'owners_only' });
    expect(await total(max)).toBe(1);
    expect((await call(max, 'GET', '/me')).body.access.record_access).toBe('owners_only');
  });
});

describe('"Select all N", bulk delete, restore and import updates', () => {
  it('delete, restore and update only what the caller may change', async () => {
    const team = teamOf('ra-bulk');
    const { mia, max } = team.users;
    const s = await seedTeam(t, team, 'everyone_reads');
    // Max sees all three ("Select all 3"), but may change only his own.
    expect((await call(max, 'GET', '/contacts?search=zephyr')).body.pagination.totalCount).toBe(3);
    const bulk = await call(max, 'POST', '/contacts/bulk-delete', { search: 'zephyr' });
    if (bulk.status === 200) expect(bulk.body.deleted).toBe(1);
    else expect(bulk.status).toBe(403); // bulk delete for admins only: refused before any record is looked at
    const left = (await call(team.owner, 'GET', '/contacts?search=zephyr')).body.contacts.map((c: { id: string }) => c.id);
    expect(left).toEqual(expect.arrayContaining([s.miaContact, s.nobodysContact]));
    // Mia deletes her contact; Max's restore does not bring it back, hers does.
    expect((await call(mia, 'DELETE', `/contacts/${s.miaContact}`)).status).toBe(204);
    expect((await call(max, 'DELETE', `/contacts/${s.nobodysContact}`)).body.code).toBe('record_forbidden');
    const restoredByMax = await call(max, 'POST', '/contacts/restore', { ids: [s.miaContact] });
    if (restoredByMax.status === 200) expect(restoredByMax.body.restored).toBe(0);
    expect((await call(mia, 'POST', '/contacts/restore', { ids: [s.miaContact] })).body.restored).toBe(1);
    expect((await call(max, 'DELETE', `/companies/${s.miaCompany}`)).body.code).toBe('record_forbidden');
    expect((await call(mia, 'DELETE', `/companies/${s.miaCompany}`)).status).toBe(204);
    expect((await call(max, 'POST', '/companies/restore', { ids: [s.miaCompany] })).body.restored ?? 0).toBe(0);
  });

  it("an import's update skips, with a reason, contacts the importer may not change", async () => {
    const team = teamOf('ra-import');
    const { max } = team.users;
    await seedTeam(t, team, 'everyone_reads');
    const csv = csvLines('first,last,email,phone', `Mina,Zephyr,mina@${team.org}.test,+1 555`, `Maxine,Zephyr,maxine@${team.org}.test,+1 666`);
    const options = { columnMapping: { first: 'first', last: 'last', email: 'email', phone: 'phone' }, existing: 'update' };
    const upload = await importJobsApi(t, max).upload(csv, options);
    if (upload.statusCode !== 202) return expect(upload.statusCode).toBe(403); // imports for admins only
    const job = await importJobsApi(t, max).waitFor(upload.json().id);
    expect(job).toMatchObject({ status: 'done', updated: 1, failed: 1 });
    const contacts = (await call(team.owner, 'GET', '/contacts?search=zephyr')).body.contacts as { first: string; phone: string }[];
    expect(contacts.find((c) => c.first === 'Mina')!.phone).not.toBe('+1 555'); // Mia's: untouched
    expect(contacts.find((c) => c.first === 'Maxine')!.phone).toBe('+1 666');
    const errors = await t.app.inject({ method: 'GET', url: `/imports/${job.id}/errors`, headers: await t.headers(max) });
    expect(errors.body).toContain('Email belongs to a contact you cannot change');
  });
});

describe('companies carry an owner', () => {
  it('who must be a member, filters the list, and is kept when an update leaves it out', async () => {
    const team = teamOf('ra-company-owner');
    const s = await seedTeam(t, team, 'everyone_edits');
    const refused = await call(team.owner, 'POST', '/companies', { name: 'Stranger', owner_id: 'user-nobody' });
    expect(refused).toMatchObject({ status: 400, body: { code: 'owner_not_member', field: 'owner_id' } });
    const mine = await call(team.owner, 'GET', `/companies?owner_id=${team.users.mia.sub}`);
    expect(mine.body.companies.map((c: { id: string }) => c.id)).toEqual([s.miaCompany]);
    const updated = await call(team.owner, 'PUT', `/companies/${s.miaCompany}`, { description: 'Kept owner' });
    expect(updated.body.company.owner_id).toBe(team.users.mia.sub);
    const handed = await call(team.owner, 'PUT', `/companies/${s.miaCompany}`, { owner_id: team.users.max.sub });
    expect(handed.body.company.owner_id).toBe(team.users.max.sub);
    expect((await call(team.owner, 'PUT', `/companies/${uuidv7()}`, { owner_id: team.users.max.sub })).body.code).toBe('company_not_found');
  });
});
