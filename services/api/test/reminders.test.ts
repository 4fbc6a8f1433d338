// The reminder worker (reminders/): each tick claims the due reminders of every organisation and
// writes one notification per activity, for its assignee, copying what the notification centre
// shows; never an activity not due, done, deleted or reminded already; an activity whose assignee
// was removed is claimed but notifies nobody. Two API instances on one database ticking at once
// never claim the same activity (each gets exactly one notification). On SQLite and PostgreSQL.
import { uuidv7 } from 'uuidv7';
import { tenantScope } from '../src/db/tenant-scope';
import { insertActivities } from './helpers/activity-rows';
import { createTestApp, type TestApp } from './helpers/app';
import { alice, bob, type TestUser } from './helpers/tokens';
import { addContact, caller } from './pipeline-fixtures';

// A long interval: the tests tick by hand.
const reminders = { everyMs: 3_600_000 };
const past = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const future = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ reminders });
});
afterAll(() => t.close());

const scope = (org: string) => tenantScope(t.db.db, org, t.db.dialect);
const notificationsOf = (org: string) => scope(org).selectFrom('notifications').selectAll().orderBy('activity_id').execute();
const remindedAt = async (org: string, id: string) =>
  (await scope(org).selectFrom('activities').select('reminded_at').where('id', '=', id).executeTakeFirstOrThrow()).reminded_at;

async function clear(): Promise<void> {
  for (const org of [alice.org, bob.org, 'org-c']) {
    await scope(org).deleteFrom('notifications').execute();
    await scope(org).deleteFrom('activities').execute();
  }
}

describe('a tick of the reminder worker', () => {
  beforeEach(clear);

  it('writes one notification per due activity for its assignee, copying its subject, type, due time, day and links', async () => {
    const call = caller(t);
    const contactId = await addContact(t, { first: 'Grace', last: 'Hopper' });
    expect((await call('POST', `/pipeline/${contactId}/add`, {})).status).toBe(201);
    const entry = await scope(alice.org).selectFrom('pipeline_entries').select('id').where('contact_id', '=', contactId).executeTakeFirstOrThrow();
    const companyId = uuidv7();
    const [timed, allDay] = await insertActivities(t.db, alice.org, [
      { subject: 'Call Grace', type: 'call', due_at: past(5), assignee_id: alice.sub, contact_id: contactId, company_id: companyId, deal_entry_id: entry.id },
      { subject: 'Send the offer', type: 'deadline', due_at: `${past(24 * 60).slice(0, 10)}T00:00:00.000Z`, all_day: true, assignee_id: bob.sub },
    ]);
    const [other] = await insertActivities(t.db, bob.org, [{ subject: 'In B', due_at: past(1), assignee_id: bob.sub }]);

    const result = await t.app.reminders!.tick();
    expect(result).toEqual({ claimed: 3, notified: 3 });

    const inA = await notificationsOf(alice.org);
    expect(inA.map((n) => [n.activity_id, n.user_id])).toEqual(
      [
        [timed, alice.sub],
        [allDay, bob.sub],
      ].sort(),
    );
    const ofTimed = inA.find((n) => n.activity_id === timed)!;
    expect(ofTimed).toMatchObject({
      kind: 'activity_due',
      subject: 'Call Grace',
      type: 'call',
      all_day: 0,
      contact_id: contactId,
      company_id: companyId,
      deal_contact_id: contactId,
      read_at: null,
      emailed_at: null,
    });
    expect(inA.find((n) => n.activity_id === allDay)).toMatchObject({ type: 'deadline', all_day: 1, deal_contact_id: null });
    expect((await notificationsOf(bob.org)).map((n) => [n.activity_id, n.user_id, n.subject])).toEqual([[other, bob.sub, 'In B']]);
    for (const id of [timed, allDay]) expect(await remindedAt(alice.org, id)).toEqual(expect.any(String));

    // Claimed once: the next tick has nothing.
    expect(await t.app.reminders!.tick()).toEqual({ claimed: 0, notified: 0 });
    expect(await notificationsOf(alice.org)).toHaveLength(2);
  });

  it('leaves activities not due yet, done, deleted or reminded already', async () => {
    const ids = await insertActivities(t.db, alice.org, [
      { due_at: future(10), assignee_id: alice.sub },
      { due_at: past(10), assignee_id: alice.sub, done_at: past(20) },
      { due_at: past(10), assignee_id: alice.sub, deleted_at: past(1) },
      { due_at: past(10), assignee_id: alice.sub, reminded_at: past(9) },
      // Due in an hour, reminded a day before by its own remind_at: due now.
      { due_at: future(24 * 60), remind_at: past(1), assignee_id: alice.sub, subject: 'Early' },
    ]);
    expect(await t.app.reminders!.tick()).toMatchObject({ claimed: 1, notified: 1 });
    expect((await notificationsOf(alice.org)).map((n) => [n.activity_id, n.subject])).toEqual([[ids[4], 'Early']]);
    expect(await remindedAt(alice.org, ids[0])).toBeNull();
    expect(await remindedAt(alice.org, ids[1])).toBeNull();
    expect(await remindedAt(alice.org, ids[2])).toBeNull();
  });

  it('claims the activity of a removed member without notifying anyone', async () => {
    const removed: TestUser = { sub: 'user-gone', name: 'Gone', email: 'gone@org-a.test', org: alice.org };
    const now = new Date().toISOString();
    await scope(alice.org)
      .insertInto('members', { id: removed.sub, name: removed.name, email: removed.email, first_seen_at: now, last_seen_at: now, removed_at: now })
      .execute();
    const [theirs, mine] = await insertActivities(t.db, alice.org, [
      { due_at: past(3), assignee_id: removed.sub },
      { due_at: past(2), assignee_id: alice.sub },
    ]);
    expect(await t.app.reminders!.tick()).toMatchObject({ claimed: 2, notified: 1 });
    expect((await notificationsOf(alice.org)).map((n) => n.activity_id)).toEqual([mine]);
    expect(await remindedAt(alice.org, theirs)).toEqual(expect.any(String));
  });

  it('works through more due reminders than one batch, oldest first', async () => {
    const rows = Array.from({ length: 1_203 }, (_, i) => ({ due_at: past(2_000 - i), assignee_id: alice.sub, subject: `Due ${i}` }));
    const ids = await insertActivities(t.db, alice.org, rows);
    expect(await t.app.reminders!.tick()).toMatchObject({ claimed: 1_203, notified: 1_203 });
    const written = await notificationsOf(alice.org);
    expect(new Set(written.map((n) => n.activity_id))).toEqual(new Set(ids));
  });
});

describe('two API instances on one database', () => {
  let second: TestApp;
  let third: TestApp;
  beforeAll(async () => {
    // Each with its own connection (pool), like two API processes; a third shares the first's.
    second = await createTestApp({ sharing: t, ownConnection: true, reminders });
    third = await createTestApp({ sharing: t, reminders });
  });
  afterAll(async () => {
    await third.close();
    await second.close();
  });
  beforeEach(clear);

  it('never claim the same activity: every due reminder gets exactly one notification', async () => {
    const orgs = [alice.org, bob.org, 'org-c'];
    const expected = new Set<string>();
    for (const org of orgs) {
      const ids = await insertActivities(
        t.db,
        org,
        Array.from({ length: 700 }, (_, i) => ({ due_at: past(60 - (i % 50)), assignee_id: `user-${i % 7}`, subject: `${org} ${i}` })),
      );
      for (const id of ids) expected.add(`${org} ${id}`);
    }
    const results = await Promise.all([t, second, third, second, t].map((app) => app.app.reminders!.tick()));
    expect(results.reduce((sum, r) => sum + r.claimed, 0)).toBe(2_100);
    expect(results.reduce((sum, r) => sum + r.notified, 0)).toBe(2_100);
    // They did run side by side: more than one of them claimed a share.
    expect(results.filter((r) => r.claimed > 0).length).toBeGreaterThan(1);

    const written: string[] = [];
    for (const org of orgs) for (const n of await notificationsOf(org)) written.push(`${org} ${n.activity_id}`);
    expect(written).toHaveLength(2_100);
    expect(new Set(written)).toEqual(expected);
    // Nothing left for anyone.
    const again = await Promise.all([t, second].map((app) => app.app.reminders!.tick()));
    expect(again.map((r) => r.claimed)).toEqual([0, 0]);
  });
});

describe('the worker in the process', () => {
  it('ticks on its own every REMINDER_EVERY_MS, and stops with the app', async () => {
    const quick = await createTestApp({ sharing: t, reminders: { everyMs: 50 } });
    await clear();
    const [id] = await insertActivities(t.db, alice.org, [{ due_at: past(1), assignee_id: alice.sub }]);
    const deadline = Date.now() + 5_000;
    while ((await notificationsOf(alice.org)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect((await notificationsOf(alice.org)).map((n) => n.activity_id)).toEqual([id]);
    await quick.close();
    await insertActivities(t.db, alice.org, [{ due_at: past(1), assignee_id: alice.sub }]);
    await new Promise((r) => setTimeout(r, 200));
    expect(await notificationsOf(alice.org)).toHaveLength(1);
  });
});
