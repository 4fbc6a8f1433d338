// One contact per email in an organisation (docs/ARCHITECTURE.md §5 "One contact per email"):
// POST and PUT /contacts refuse an email another live contact has, in any case and with its
// domain in either IDNA form, naming that contact only when the caller may see it; across
// organisations, and against deleted contacts, nothing is refused; concurrent creates of one
// email leave exactly one contact, from one API process or two.
import { errorMessage } from '@meridian/contract';
import { sql } from 'kysely';
import { uuidv7 } from 'uuidv7';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { requester, seedTeam, teamOf } from './helpers/record-access';
import { alice, bob, type TestUser } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let orgs = 0;
/** Each test in an organisation of its own. */
function freshOrg(base: TestUser = alice) {
  const user = { ...base, sub: `${base.sub}-${++orgs}`, org: `unique-${orgs}-${base.org}` };
  return { user, api: contactsApi(t, user) };
}

const taken = (name: string, id: string) => ({ error: errorMessage('email_taken', { name, id }), code: 'email_taken', field: 'email', params: { name, id } });
const HIDDEN = { error: errorMessage('email_taken_hidden'), code: 'email_taken_hidden', field: 'email' };

describe('POST /contacts', () => {
  it('refuses an email another live contact has, in any case, naming and linking that contact', async () => {
    const { api } = freshOrg();
    const chloe = await api.create({ first: 'Chloe', last: 'Dubois', email: 'chloe.dubois@fabrikam.example.com' });
    const before = (await api.list()).pagination.totalCount;
    const res = await api.call('POST', '/contacts', { first: 'Chloé', last: 'D.', email: ' CHLOE.DUBOIS@Fabrikam.Example.COM ' });
    expect([res.statusCode, res.json()]).toEqual([409, taken('Chloe Dubois', chloe.id)]);
    expect((await api.list()).pagination.totalCount).toBe(before);
  });

  it('takes an internationalised domain and its ASCII (punycode) form as one mailbox, both ways', async () => {
    const { api } = freshOrg();
    const unicode = await api.create({ first: 'Uma', last: 'Unicode', email: 'user@bücher.de' });
    const ascii = await api.call('POST', '/contacts', { first: 'Asa', last: 'Ascii', email: 'USER@xn--bcher-kva.de' });
    expect([ascii.statusCode, ascii.json()]).toEqual([409, taken('Uma Unicode', unicode.id)]);

    const other = freshOrg();
    const first = await other.api.create({ first: 'Asa', last: 'Ascii', email: 'user@xn--bcher-kva.de' });
    const second = await other.api.call('POST', '/contacts', { first: 'Uma', last: 'Unicode', email: 'user@BÜCHER.de' });
    expect([second.statusCode, second.json()]).toEqual([409, taken('Asa Ascii', first.id)]);
  });

  it('leaves other organisations alone: each may have a contact with the same email', async () => {
    const a = freshOrg(alice);
    const b = freshOrg(bob);
    await a.api.create({ email: 'shared@tenant.test' });
    expect((await b.api.call('POST', '/contacts', { first: 'Same', last: 'Mailbox', email: 'SHARED@tenant.test' })).statusCode).toBe(201);
  });

  it("binds contacts only: companies may share an email, and a contact may have a company's", async () => {
    const { user, api } = freshOrg();
    for (const name of ['Fabrikam', 'Fabrikam Europe']) {
      const res = await t.app.inject({ method: 'POST', url: '/companies', headers: await t.headers(user), payload: { name, email: 'sales@fabrikam.test' } });
      expect(res.statusCode).toBe(201);
    }
    expect((await api.call('POST', '/contacts', { first: 'Sales', last: 'Desk', email: 'SALES@fabrikam.test' })).statusCode).toBe(201);
  });

  it('frees the email of a deleted contact', async () => {
    const { api } = freshOrg();
    const gone = await api.create({ email: 'again@free.test' });
    await api.remove(gone.id);
    expect((await api.call('POST', '/contacts', { first: 'New', last: 'Owner', email: 'Again@free.test' })).statusCode).toBe(201);
  });

  it('counts a row of an import still being written, without naming it: nobody sees it yet', async () => {
    const { user, api } = freshOrg();
    const importId = uuidv7();
    const now = new Date().toISOString();
    await t.db.db.insertInto('pending_imports').values({ id: importId, org_slug: user.org, records: 1, summary: '{}', created_at: now }).execute();
    await sql`update contacts set import_id = ${importId} where id = ${(await api.create({ email: 'pending@import.test' })).id}`.execute(t.db.db);
    const res = await api.call('POST', '/contacts', { first: 'Form', last: 'User', email: 'pending@import.test' });
    expect([res.statusCode, res.json()]).toEqual([409, HIDDEN]);
    // An import being removed (failed or cancelled) holds no email.
    await t.db.db.updateTable('pending_imports').set({ records: -1 }).where('id', '=', importId).execute();
    expect((await api.call('POST', '/contacts', { first: 'Form', last: 'User', email: 'pending@import.test' })).statusCode).toBe(201);
  });

  it('lets exactly one of many concurrent creates of one email through', async () => {
    const { api } = freshOrg();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.call('POST', '/contacts', { first: `Racer${i}`, last: 'Same', email: i % 2 ? 'RACE@concurrent.test' : 'race@Concurrent.test' }),
      ),
    ).then((answers) => answers.map((res) => res.statusCode).sort());
    expect(statuses).toEqual([201, ...Array(11).fill(409)]);
    expect((await api.list('search=concurrent')).pagination.totalCount).toBe(1);
  });

  it('lets exactly one through when two API processes create it at once', async () => {
    const second = await createTestApp({ sharing: t, ownConnection: true });
    try {
      const { user, api } = freshOrg();
      const other = contactsApi(second, user);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? other : api).call('POST', '/contacts', { first: `Process${i % 2}`, last: `N${i}`, email: 'two@processes.test' }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
      expect((await api.list('search=processes')).pagination.totalCount).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('PUT /contacts/:id', () => {
  it("refuses another contact's email, and keeps the contact as it was", async () => {
    const { api } = freshOrg();
    const ann = await api.create({ first: 'Ann', last: 'Held', email: 'ann@held.test' });
    const ben = await api.create({ first: 'Ben', last: 'Moving', email: 'ben@held.test' });
    const res = await api.call('PUT', `/contacts/${ben.id}`, { first: 'Ben', last: 'Moving', email: 'ANN@held.test', phone: '+1 555 0100' });
    expect([res.statusCode, res.json()]).toEqual([409, taken('Ann Held', ann.id)]);
    expect(await api.get(ben.id)).toMatchObject({ email: 'ben@held.test', phone: null });
  });

  it('takes the same email in another case, and the same mailbox written the other IDNA way, as the contact keeping its own', async () => {
    const { api } = freshOrg();
    const chloe = await api.create({ first: 'Chloe', last: 'Dubois', email: 'chloe@bücher.de' });
    const res = await api.call('PUT', `/contacts/${chloe.id}`, { first: 'Chloe', last: 'Dubois', email: 'CHLOE@xn--bcher-kva.de' });
    expect([res.statusCode, res.json().email]).toEqual([200, 'CHLOE@xn--bcher-kva.de']);
  });

  it('keeps contacts that shared an email before the rule editable, as long as the email stays', async () => {
    const { api } = freshOrg();
    const now = new Date().toISOString();
    const twins = [uuidv7(), uuidv7()];
    await api.scope
      .insertInto(
        'contacts',
        twins.map((id, i) => ({ id, first: `Twin${i}`, last: 'Old', email: 'twins@before.test', created_at: now, updated_at: now })),
      )
      .execute();
    expect((await api.call('PUT', `/contacts/${twins[1]}`, { first: 'Twin1', last: 'Renamed', email: 'Twins@Before.test' })).statusCode).toBe(200);
    const moved = await api.call('PUT', `/contacts/${twins[1]}`, { first: 'Twin1', last: 'Renamed', email: 'twin1@before.test' });
    expect(moved.statusCode).toBe(200);
    const back = await api.call('PUT', `/contacts/${twins[1]}`, { first: 'Twin1', last: 'Renamed', email: 'twins@before.test' });
    expect([back.statusCode, back.json()]).toEqual([409, taken('Twin0 Old', twins[0]!)]);
  });
});

describe('who is named: record access', () => {
  it('names the contact to those who see it, and to nobody else (owners_only)', async () => {
    const team = teamOf('unique-owners-only');
    const seeded = await seedTeam(t, team, 'owners_only');
    const call = requester(t);
    const email = `mina@${team.org}.test`; // Mina Zephyr, Mia's contact
    const as = (user: TestUser) => call(user, 'POST', '/contacts', { first: 'Dup', last: 'Licate', email: email.toUpperCase() });
    expect(await as(team.users.mia)).toMatchObject({ status: 409, body: taken('Mina Zephyr', seeded.miaContact) });
    expect(await as(team.users.adam)).toMatchObject({ status: 409, body: taken('Mina Zephyr', seeded.miaContact) });
    const max = await as(team.users.max);
    expect([max.status, max.body]).toEqual([409, HIDDEN]);
    expect(max.text).not.toMatch(/Mina|Zephyr/);
    // Max's own contact, changed to that email: the same.
    const edit = await call(team.users.max, 'PUT', `/contacts/${seeded.maxContact}`, { first: 'Maxine', last: 'Zephyr', email });
    expect([edit.status, edit.body]).toEqual([409, HIDDEN]);
  });

  it('names it to a member who may read it but not change it (everyone_reads)', async () => {
    const team = teamOf('unique-everyone-reads');
    const seeded = await seedTeam(t, team, 'everyone_reads');
    const res = await requester(t)(team.users.max, 'POST', '/contacts', { first: 'Dup', last: 'Licate', email: `mina@${team.org}.test` });
    expect([res.status, res.body]).toEqual([409, taken('Mina Zephyr', seeded.miaContact)]);
  });
});
