// The duplicate finder: GET /contacts/duplicates, GET /companies/duplicates and
// GET /duplicates/counts group live, visible records by their keys, by reason then key, as the
// caller may see them (record access), and follow every change of the organisation's data.
import { DUPLICATE_GROUP_SHOWN } from '@meridian/contract';
import { tenantScope, type TenantScope } from '../src/db/tenant-scope';
import { candidateKeys } from '../src/repositories/duplicate-candidates';
import { createTestApp, type TestApp } from './helpers/app';
import { insertCompany, insertContact } from './helpers/duplicates';
import { requester, teamOf } from './helpers/record-access';
import type { TestUser } from './helpers/tokens';

let t: TestApp;
let call: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  call = requester(t);
});
afterAll(() => t.close());

let orgs = 0;
function freshOrg(): { user: TestUser; scope: TenantScope } {
  const org = `dup-${++orgs}`;
  const user: TestUser = { sub: `${org}-owner`, name: 'Olga Owner', email: `olga@${org}.test`, org };
  return { user, scope: tenantScope(t.db.db, org, t.db.dialect) };
}

async function ok(user: TestUser, url: string) {
  const res = await call(user, 'GET', url);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text}`);
  return res.body;
}

const summary = (groups: { reason: string; key: string; size: number; contacts?: { id: string }[]; companies?: { id: string }[] }[]) =>
  groups.map((g) => [g.reason, g.key, g.size, (g.contacts ?? g.companies)!.map((r) => r.id)]);

describe('GET /contacts/duplicates', () => {
  it('groups by email, phone digits and name at a company, by reason then key, oldest first', async () => {
    const { user, scope } = freshOrg();
    const chloe1 = await insertContact(scope, { first: 'Chloé', last: 'Dubois', email: 'CHLOE.DUBOIS@Fabrikam.example.com', phone: '+1 (555) 010-0100' });
    const chloe2 = await insertContact(scope, { first: 'Chloe', last: 'Dubois', email: 'chloe.dubois@fabrikam.example.com', company: 'Fabrikam, Inc.' });
    const chloe3 = await insertContact(scope, { first: 'chloe', last: 'DUBOIS', email: 'c.dubois@other.test', company: 'Fabrikam' });
    const phone2 = await insertContact(scope, { first: 'Front', last: 'Desk', email: 'desk@a.test', phone: '15550100100' });
    const idna1 = await insertContact(scope, { first: 'B', last: 'One', email: 'user@bücher.de' });
    const idna2 = await insertContact(scope, { first: 'B', last: 'Two', email: 'user@xn--bcher-kva.de' });
    await insertContact(scope, { first: 'Alone', last: 'Here', email: 'alone@a.test', phone: '12345' });
    // Deleted ones are no duplicates.
    await insertContact(scope, { first: 'Gone', last: 'Away', email: 'alone@a.test', deleted_at: new Date().toISOString() });

    const answer = await ok(user, '/contacts/duplicates');
    expect(summary(answer.groups)).toEqual([
      ['email', 'chloe.dubois@fabrikam.example.com', 2, [chloe1, chloe2]],
      ['email', 'user@xn--bcher-kva.de', 2, [idna1, idna2]],
      ['phone', '15550100100', 2, [chloe1, phone2]],
      ['name', 'chloe dubois @ fabrikam', 2, [chloe2, chloe3]],
    ]);
    expect(answer.pagination).toEqual({ totalCount: 4, page: 1, limit: 20, pages: 1 });
    // Each record as the contacts list answers it.
    expect(answer.groups[0].contacts[1]).toMatchObject({ id: chloe2, first: 'Chloe', company: 'Fabrikam, Inc.', stage_id: null, company_id: null });
    expect(await ok(user, '/duplicates/counts')).toEqual({ contacts: 4, companies: 0 });

    const second = await ok(user, '/contacts/duplicates?page=2&limit=3');
    expect(summary(second.groups)).toEqual([['name', 'chloe dubois @ fabrikam', 2, [chloe2, chloe3]]]);
    expect(second.pagination).toEqual({ totalCount: 4, page: 2, limit: 3, pages: 2 });
  });

  it(`counts every member of a group and lists the ${DUPLICATE_GROUP_SHOWN} oldest`, async () => {
    const { user, scope } = freshOrg();
    const ids: string[] = [];
    for (let i = 0; i < DUPLICATE_GROUP_SHOWN + 5; i++)
      ids.push(await insertContact(scope, { first: `N${i}`, email: `n${i}@a.test`, phone: '+44 20 7946 0000' }));
    const [group] = (await ok(user, '/contacts/duplicates')).groups;
    expect(group.size).toBe(DUPLICATE_GROUP_SHOWN + 5);
    expect(group.contacts.map((c: { id: string }) => c.id)).toEqual(ids.slice(0, DUPLICATE_GROUP_SHOWN));
  });

  it('leaves out the rows of an import still being written, and follows changes at once', async () => {
    const { user, scope } = freshOrg();
    await scope.insertInto('pending_imports', { id: `pending-${user.org}`, records: 0, summary: '{}', created_at: new Date().toISOString() }).execute();
    const a = await insertContact(scope, { email: 'same@a.test' });
    await insertContact(scope, { email: 'same@a.test', import_id: `pending-${user.org}` });
    expect((await ok(user, '/contacts/duplicates')).groups).toEqual([]);
    expect(await ok(user, '/duplicates/counts')).toEqual({ contacts: 0, companies: 0 });

    // The import's last step shows its rows (and moves the data version): the group is there.
    await scope.deleteFrom('pending_imports').where('id', '=', `pending-${user.org}`).execute();
    expect((await ok(user, '/contacts/duplicates')).groups.map((g: { size: number }) => g.size)).toEqual([2]);
    expect(await ok(user, '/duplicates/counts')).toEqual({ contacts: 1, companies: 0 });

    const res = await call(user, 'DELETE', `/contacts/${a}`);
    expect(res.status).toBe(204);
    expect((await ok(user, '/contacts/duplicates')).groups).toEqual([]);
    expect(await ok(user, '/duplicates/counts')).toEqual({ contacts: 0, companies: 0 });
  });

  it('shows a member under owners_only only the groups of their own records, counted as they see them', async () => {
    const team = teamOf(`dup-ra-${++orgs}`);
    const { mia, max, adam, rita } = team.users;
    const scope = tenantScope(t.db.db, team.org, t.db.dialect);
    for (const user of [team.owner, mia, max, adam, rita]) await ok(user, '/me');
    await insertContact(scope, { email: 'shared@a.test', owner_id: mia.sub });
    await insertContact(scope, { email: 'shared@a.test', owner_id: mia.sub });
    await insertContact(scope, { email: 'shared@a.test', owner_id: max.sub });
    await insertContact(scope, { email: 'split@a.test', owner_id: mia.sub });
    await insertContact(scope, { email: 'split@a.test', owner_id: max.sub });
    await insertCompany(scope, { name: 'Zephyr Ltd', owner_id: max.sub });
    await insertCompany(scope, { name: 'Zephyr', owner_id: max.sub });
    const res = await call(team.owner, 'PUT', '/organisation/settings', { record_access: 'owners_only' });
    expect(res.status).toBe(200);

    const sizes = async (user: TestUser) => (await ok(user, '/contacts/duplicates')).groups.map((g: { key: string; size: number }) => [g.key, g.size]);
    expect(await sizes(adam)).toEqual([
      ['shared@a.test', 3],
      ['split@a.test', 2],
    ]);
    expect(await sizes(mia)).toEqual([['shared@a.test', 2]]);
    expect(await sizes(max)).toEqual([]);
    expect(await ok(mia, '/duplicates/counts')).toEqual({ contacts: 1, companies: 0 });
    expect(await ok(max, '/duplicates/counts')).toEqual({ contacts: 0, companies: 1 });
    expect(await ok(rita, '/duplicates/counts')).toEqual({ contacts: 0, companies: 0 });
    expect(await ok(adam, '/duplicates/counts')).toEqual({ contacts: 2, companies: 1 });
    const miaGroup = (await ok(mia, '/contacts/duplicates')).groups[0];
    expect(miaGroup.contacts.every((c: { owner_id: string }) => c.owner_id === mia.sub)).toBe(true);
  });
});

describe('GET /companies/duplicates', () => {
  it('groups by name (legal forms aside) and website domain, each company with its contacts counted', async () => {
    const { user, scope } = freshOrg();
    const a = await insertCompany(scope, { name: 'Fabrikam, Inc.', website: 'https://www.fabrikam.com/about' });
    const b = await insertCompany(scope, { name: 'FABRIKAM', website: null });
    const c = await insertCompany(scope, { name: 'Fabrikam Europe', website: 'fabrikam.com' });
    await insertCompany(scope, { name: 'Contoso', website: 'contoso.com' });
    await insertContact(scope, { email: 'x@fabrikam.com', company_id: a });
    await insertContact(scope, { email: 'y@fabrikam.com', company_id: a });

    const answer = await ok(user, '/companies/duplicates');
    expect(summary(answer.groups)).toEqual([
      ['name', 'fabrikam', 2, [a, b]],
      ['domain', 'fabrikam.com', 2, [a, c]],
    ]);
    expect(answer.groups[0].companies[0]).toMatchObject({ id: a, name: 'Fabrikam, Inc.', contact_count: 2 });
    expect(await ok(user, '/duplicates/counts')).toEqual({ contacts: 0, companies: 2 });
  });
});

describe('candidate keys', () => {
  it('finds keys shared across the chunks the SQLite walk reads the index in', async () => {
    const { scope } = freshOrg();
    const emails = ['a', 'b', 'b', 'c', 'd', 'd', 'd', 'd', 'd', 'd', 'd', 'd', 'e', 'f', 'f', 'g', 'h', 'h'].map((x) => `${x}@x.test`);
    for (const email of emails) await insertContact(scope, { email });
    const expected = ['b@x.test', 'd@x.test', 'f@x.test', 'h@x.test'];
    for (const chunk of [2, 3, 4, 7, 100]) expect(await candidateKeys(scope, 'contacts', 'email_key', chunk)).toEqual(expected);
  });
});
