// Removing a member: hand_to checked first, then the sign-in service, then one transaction hands
// the member's contacts, companies, deals and open activities over and cuts off their tokens.
import { uuidv7 } from 'uuidv7';
import { tenantScope } from '../src/db/tenant-scope';
import { createTestApp, type TestApp } from './helpers/app';
import { seedOrganisation } from './helpers/seed';
import type { TestUser } from './helpers/tokens';

const ORG = 'removal-org';
const owner: TestUser = { sub: 'r-owner', name: 'Olga Owner', email: 'olga@removal.test', org: ORG, role: 'owner' };
const sam: TestUser = { sub: 'r-sam', name: 'Sam Seller', email: 'sam@removal.test', org: ORG, role: 'member' };
const kim: TestUser = { sub: 'r-kim', name: 'Kim Keeper', email: 'kim@removal.test', org: ORG, role: 'member' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const user of [owner, sam, kim]) {
    t.signIn.addMember(ORG, { id: user.sub, name: user.name, email: user.email, role: user.role as 'owner' });
    await t.app.inject({ method: 'GET', url: '/members', headers: await t.headers(user) });
  }
});
afterAll(() => t.close());

const scope = () => tenantScope(t.db.db, ORG, t.db.dialect);
const remove = async (id: string, handTo: string, user = owner) =>
  t.app.inject({ method: 'POST', url: `/organisation/members/${encodeURIComponent(id)}/remove`, headers: await t.headers(user), payload: { hand_to: handTo } });

async function ownSomething(memberId: string): Promise<void> {
  const seeded = await seedOrganisation(t.db, ORG);
  const now = new Date().toISOString();
  await scope().updateTable('contacts').set({ owner_id: memberId }).where('id', '=', seeded.contactId).execute();
  await scope().updateTable('pipeline_entries').set({ owner_id: memberId }).where('id', '=', seeded.entryId).execute();
  await scope().updateTable('companies').set({ owner_id: memberId }).where('id', '=', seeded.companyId).execute();
  // A deleted contact of theirs too: an undo gives it to the new owner.
  await scope()
    .insertInto('contacts', {
      id: uuidv7(),
      first: 'Gone',
      last: 'Contact',
      email: 'gone@removal.test',
      owner_id: memberId,
      created_at: now,
      updated_at: now,
      deleted_at: now,
    })
    .execute();
  // An open all-day activity (reminds at 09:00 in its assignee's zone) and a done one (keeps who did it).
  for (const done_at of [null, now]) {
    await scope()
      .insertInto('activities', {
        id: uuidv7(),
        type: 'task',
        subject: done_at ? 'Done task' : 'Open task',
        due_at: '2099-03-10T00:00:00.000Z',
        all_day: 1,
        assignee_id: memberId,
        created_by: memberId,
        contact_id: seeded.contactId,
        done_at,
        remind_at: '2099-03-10T09:00:00.000Z',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

const assignees = async (subject: string) =>
  (await scope().selectFrom('activities').select(['assignee_id', 'remind_at']).where('subject', '=', subject).execute()).map((a) => [
    a.assignee_id,
    a.remind_at,
  ]);

it.each([
  ['the removed member', 'r-sam'],
  ['no member', 'r-nobody'],
  ['an empty id', ' '],
])('refuses hand_to = %s before asking the sign-in service', async (_label, handTo) => {
  const before = t.signIn.calls.length;
  const res = await remove('r-sam', handTo);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'hand_to_invalid', field: 'hand_to' });
  expect(t.signIn.calls.length).toBe(before);
});

it("hands the member's records and open activities over, ends their access and leaves them out of the owner pickers", async () => {
  await ownSomething('r-sam');
  // Kim counts days in Tokyo: the open all-day task will remind at 09:00 there.
  await t.app.inject({ method: 'PUT', url: '/me/preferences', headers: await t.headers(kim), payload: { timezone: 'Asia/Tokyo' } });
  const samToken = await t.tokens.sign(sam);
  expect(
    (await t.app.inject({ method: 'GET', url: '/contacts', headers: { authorization: `Bearer ${samToken}`, 'x-service-id': 'meridian-web' } })).statusCode,
  ).toBe(200);

  const res = await remove('r-sam', 'r-kim');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ handed_over: { contacts: 2, companies: 1, deals: 1, activities: 1 } });
  expect(t.signIn.member(ORG, 'r-sam')).toBeUndefined();
  expect(await assignees('Open task')).toEqual([['r-kim', '2099-03-10T00:00:00.000Z']]);
  expect(await assignees('Done task')).toEqual([['r-sam', '2099-03-10T09:00:00.000Z']]);

  expect(await scope().selectFrom('contacts').select('id').where('owner_id', '=', 'r-sam').execute()).toEqual([]);
  expect(await scope().selectFrom('pipeline_entries').select('id').where('owner_id', '=', 'r-sam').execute()).toEqual([]);
  expect(await scope().selectFrom('companies').select('id').where('owner_id', '=', 'r-sam').execute()).toEqual([]);
  const row = await scope().selectFrom('members').selectAll().where('id', '=', 'r-sam').executeTakeFirstOrThrow();
  expect(row.removed_at).toEqual(expect.any(String));
  expect(Number(row.tokens_valid_after)).toBe(Math.floor(Date.parse(row.removed_at!) / 1000));

  const members = await t.app.inject({ method: 'GET', url: '/members', headers: await t.headers(owner) });
  expect(members.json().members.map((m: { id: string }) => m.id)).not.toContain('r-sam');
  const refused = await t.app.inject({ method: 'GET', url: '/contacts', headers: { authorization: `Bearer ${samToken}`, 'x-service-id': 'meridian-web' } });
  expect([refused.statusCode, refused.json().code]).toEqual([401, 'token_revoked']);
  // A removed member is no longer a valid owner either.
  const contact = await t.app.inject({
    method: 'POST',
    url: '/contacts',
    headers: await t.headers(owner),
    payload: { first: 'New', last: 'One', email: 'new@removal.test', owner_id: 'r-sam' },
  });
  expect(contact.statusCode).toBe(400);
});

it('refuses to remove the last owner, changing nothing', async () => {
  const res = await remove('r-owner', 'r-kim');
  expect([res.statusCode, res.json().code]).toEqual([409, 'last_owner']);
  const row = await scope().selectFrom('members').selectAll().where('id', '=', 'r-owner').executeTakeFirstOrThrow();
  expect([row.removed_at, row.tokens_valid_after]).toEqual([null, null]);
});

it('finishes a removal the sign-in service already made (the member is gone there, still in the mirror)', async () => {
  await ownSomething('r-kim'); // with what r-sam handed them: 4 contacts, 2 deals, 2 open activities
  const gone = await fetch(`${t.signIn.url}/org/members/r-kim`, { method: 'DELETE', headers: { authorization: `Bearer ${await t.tokens.sign(owner)}` } });
  expect(gone.status).toBe(204);
  const res1 = await remove('r-kim', 'r-owner');
  expect(res1.statusCode).toBe(200);
  expect(res1.json()).toEqual({ handed_over: { contacts: 4, companies: 2, deals: 2, activities: 2 } });
  // The mirror says r-kim is removed now: a second call is a plain member_not_found.
  const res2 = await remove('r-kim', 'r-owner');
  expect([res2.statusCode, res2.json().code]).toEqual([404, 'member_not_found']);
});

it('answers 502 sign_in_unavailable when the sign-in service fails, and hands nothing over', async () => {
  t.signIn.addMember(ORG, { id: 'r-lee', name: 'Lee', role: 'member' });
  await t.app.inject({
    method: 'GET',
    url: '/members',
    headers: await t.headers({ sub: 'r-lee', name: 'Lee', email: 'lee@removal.test', org: ORG, role: 'member' }),
  });
  t.signIn.failWith = 500;
  try {
    const res = await remove('r-lee', 'r-owner');
    expect([res.statusCode, res.json().code]).toEqual([502, 'sign_in_unavailable']);
    expect(t.logs.find((l) => l.msg === 'the sign-in service failed')).toMatchObject({ cause: 'the sign-in service answered 500' });
  } finally {
    t.signIn.failWith = undefined;
  }
  const row = await scope().selectFrom('members').selectAll().where('id', '=', 'r-lee').executeTakeFirstOrThrow();
  expect(row.removed_at).toBeNull();
});
