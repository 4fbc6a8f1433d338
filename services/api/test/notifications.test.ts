// The notification centre (GET /notifications, POST /notifications/read): each member's own
// reminders, newest first, with their unread count; marking read by ids (another member's or
// organisation's ids are ignored: nothing of theirs changes and nothing says they exist) or all.
import { uuidv7 } from 'uuidv7';
import { tenantScope } from '../src/db/tenant-scope';
import { createTestApp, type TestApp } from './helpers/app';
import { alice, bob, type TestUser } from './helpers/tokens';
import { caller } from './pipeline-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const carol: TestUser = { sub: 'user-carol', name: 'Carol', email: 'carol@org-a.test', org: alice.org };

/** Notifications written as the reminder worker writes them, `minutesAgo` apart. */
async function notify(user: TestUser, minutesAgo: number[], read = false): Promise<string[]> {
  const ids = minutesAgo.map(() => uuidv7());
  await tenantScope(t.db.db, user.org, t.db.dialect)
    .insertInto(
      'notifications',
      minutesAgo.map((minutes, i) => ({
        id: ids[i]!,
        user_id: user.sub,
        kind: 'activity_due',
        activity_id: uuidv7(),
        subject: `Reminder ${minutes}`,
        type: 'meeting',
        due_at: '2030-01-02T10:00:00.000Z',
        all_day: 0,
        contact_id: 'contact-1',
        company_id: null,
        deal_contact_id: 'contact-1',
        created_at: new Date(Date.UTC(2030, 0, 2, 12) - minutes * 60_000).toISOString(),
        read_at: read ? '2030-01-02T12:00:00.000Z' : null,
      })),
    )
    .execute();
  return ids;
}

describe('GET /notifications', () => {
  it("answers the caller's own, newest first, limited, with the count of unread ones", async () => {
    const mine = await notify(carol, [30, 10, 20]);
    const [readOne] = await notify(carol, [40], true);
    await notify(alice, [5]);
    await notify({ ...carol, org: bob.org }, [1]); // the same user id in another organisation

    const page = await call('GET', '/notifications', undefined, carol);
    expect(page.status).toBe(200);
    expect(page.body.unread).toBe(3);
    expect(page.body.notifications.map((n: { id: string }) => n.id)).toEqual([mine[1], mine[2], mine[0], readOne]);
    expect(page.body.notifications[0]).toEqual({
      id: mine[1],
      kind: 'activity_due',
      activity_id: expect.any(String),
      subject: 'Reminder 10',
      type: 'meeting',
      due_at: '2030-01-02T10:00:00.000Z',
      all_day: false,
      contact_id: 'contact-1',
      company_id: null,
      deal_contact_id: 'contact-1',
      created_at: '2030-01-02T11:50:00.000Z',
      read_at: null,
    });

    const limited = await call('GET', '/notifications?limit=2', undefined, carol);
    expect(limited.body).toMatchObject({ unread: 3, notifications: [{ id: mine[1] }, { id: mine[2] }] });
    const newer = await call('GET', `/notifications?after=${encodeURIComponent('2030-01-02T11:35:00.000Z')}`, undefined, carol);
    expect(newer.body.notifications.map((n: { id: string }) => n.id)).toEqual([mine[1], mine[2]]);
  });

  it.each([['limit=0'], ['limit=51'], ['limit=abc'], ['after=yesterday'], ['after=2030-01-02T11%3A35%3A00Z%00'], ['limit=-1']])(
    'refuses %s with 400',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/notifications?${query}`, headers: await t.headers(carol) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expect.objectContaining({ code: expect.stringMatching(/^[a-z_]+$/) }));
    },
  );

  it('is not answered from a cache: a new reminder shows at once', async () => {
    const dave: TestUser = { ...carol, sub: 'user-dave' };
    expect((await call('GET', '/notifications', undefined, dave)).body).toEqual({ notifications: [], unread: 0 });
    await notify(dave, [1]);
    expect((await call('GET', '/notifications', undefined, dave)).body.unread).toBe(1);
  });
});

describe('POST /notifications/read', () => {
  it("marks the caller's own by id, ignoring others' ids, and answers how many stay unread", async () => {
    const erin: TestUser = { ...carol, sub: 'user-erin' };
    const mine = await notify(erin, [3, 2, 1]);
    const [alices] = await notify(alice, [1]);
    const [elsewhere] = await notify({ ...erin, org: bob.org }, [1]);

    const res = await call('POST', '/notifications/read', { ids: [mine[0], alices, elsewhere, 'no-such-id'] }, erin);
    expect(res).toEqual({ status: 200, body: { unread: 2 } });
    const page = (await call('GET', '/notifications', undefined, erin)).body;
    expect(page.notifications.find((n: { id: string }) => n.id === mine[0]).read_at).toEqual(expect.any(String));
    // Alice's and the other organisation's are as they were.
    expect((await call('GET', '/notifications', undefined, alice)).body.notifications.find((n: { id: string }) => n.id === alices).read_at).toBeNull();
    const other = await tenantScope(t.db.db, bob.org, t.db.dialect)
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', elsewhere)
      .executeTakeFirstOrThrow();
    expect(other.read_at).toBeNull();

    // Read again: the first read time stays.
    const before = page.notifications.find((n: { id: string }) => n.id === mine[0]).read_at;
    await call('POST', '/notifications/read', { ids: [mine[0]] }, erin);
    expect((await call('GET', '/notifications', undefined, erin)).body.notifications.find((n: { id: string }) => n.id === mine[0]).read_at).toBe(before);

    expect(await call('POST', '/notifications/read', { all: true }, erin)).toEqual({ status: 200, body: { unread: 0 } });
    expect((await call('GET', '/notifications', undefined, alice)).body.notifications.find((n: { id: string }) => n.id === alices).read_at).toBeNull();
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['no ids', { ids: [] }],
    ['all false', { all: false }],
    ['both', { ids: ['a'], all: true }],
    ['another field', { ids: ['a'], user_id: 'user-alice' }],
    ['more than 100 ids', { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) }],
    ['ids that are not text', { ids: [{ id: 1 }] }],
  ])('refuses %s with 400', async (_label, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/notifications/read',
      headers: { ...(await t.headers(carol)), 'content-type': 'application/json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String), code: expect.stringMatching(/^[a-z_]+$/) }));
  });
});
