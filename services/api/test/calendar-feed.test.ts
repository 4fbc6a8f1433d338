// The calendar feed: GET/POST/DELETE /me/calendar and the public GET /calendar/<secret>.ics. The
// feed is read back with another iCalendar library (ical.js) than the one that writes it, and
// checked event by event. A new secret stops the old URL, DELETE stops it, a member's feed never
// shows another member's or organisation's activities, and anything but a live secret is a 404.
import ICAL from 'ical.js';
import { uuidv7 } from 'uuidv7';
import { tenantScope } from '../src/db/tenant-scope';
import { insertActivities } from './helpers/activity-rows';
import { createTestApp, type TestApp } from './helpers/app';
import { alice, bob, type TestUser } from './helpers/tokens';
import { caller } from './pipeline-fixtures';

const PUBLIC_URL = 'https://api.example.test';
const APP_URL = 'https://crm.example.test';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL, appUrl: APP_URL });
  call = caller(t);
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const pathOf = (url: string) => new URL(url).pathname;
const feed = (path: string) => t.app.inject({ method: 'GET', url: path });

async function newFeed(user: TestUser): Promise<string> {
  const res = await call('POST', '/me/calendar', undefined, user);
  expect(res.status).toBe(201);
  expect(res.body).toEqual({
    enabled: true,
    created_at: expect.any(String),
    url: expect.stringMatching(/^https:\/\/api\.example\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/),
  });
  return res.body.url as string;
}

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  allDay: boolean;
  description: string | null;
  url: string | null;
  transp: string | null;
  completed: string | null;
  status: string | null;
}

function events(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      description: event.description ?? null,
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
      transp: (vevent.getFirstPropertyValue('transp') as string | null) ?? null,
      completed: vevent.getFirstPropertyValue('x-meridian-completed') ? String(vevent.getFirstPropertyValue('x-meridian-completed')) : null,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
    };
  });
}

describe('GET, POST and DELETE /me/calendar', () => {
  it('is off until made; a new secret answers its URL once, GET never does', async () => {
    const user: TestUser = { ...alice, sub: 'user-feed-1' };
    expect(await call('GET', '/me/calendar', undefined, user)).toEqual({ status: 200, body: { enabled: false, created_at: null } });
    const url = await newFeed(user);
    const state = await call('GET', '/me/calendar', undefined, user);
    expect(state).toEqual({ status: 200, body: { enabled: true, created_at: expect.any(String) } });
    expect(JSON.stringify(state.body)).not.toContain(url.slice(-20));
    // Only the sha256 is kept.
    const [row] = await tenantScope(t.db.db, user.org, t.db.dialect).selectFrom('calendar_feeds').selectAll().where('user_id', '=', user.sub).execute();
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(pathOf(url).slice(10, 53));
    expect((await call('DELETE', '/me/calendar', undefined, user)).status).toBe(204);
    expect((await call('GET', '/me/calendar', undefined, user)).body).toEqual({ enabled: false, created_at: null });
    expect((await call('DELETE', '/me/calendar', undefined, user)).status).toBe(204); // already off: the same
  });
});

describe('GET /calendar/<secret>.ics', () => {
  it("lists the member's live activities, open and done in the last 90 days, as events another library reads back", async () => {
    const user: TestUser = { ...alice, sub: 'user-feed-2' };
    const scope = tenantScope(t.db.db, user.org, t.db.dialect);
    const now = new Date().toISOString();
    const contactId = uuidv7();
    const companyId = uuidv7();
    await scope.insertInto('companies', { id: companyId, name: 'Analytical Engines Ltd', created_at: now, updated_at: now }).execute();
    await scope
      .insertInto('contacts', { id: contactId, first: 'Ada', last: 'Lovelace', email: 'ada@example.test', created_at: now, updated_at: now })
      .execute();
    const [allDay, timed, noDuration, doneRecently, doneLongAgo, deleted] = await insertActivities(t.db, user.org, [
      { subject: 'Send the offer', type: 'deadline', due_at: '2030-05-06T00:00:00.000Z', all_day: true, assignee_id: user.sub, company_id: companyId },
      {
        subject: 'Meet Ada; agenda, "draft"',
        type: 'meeting',
        due_at: '2030-05-07T13:15:00.000Z',
        duration_minutes: 45,
        note: 'Bring the engine plans\nand the notes',
        assignee_id: user.sub,
        contact_id: contactId,
        company_id: companyId,
      },
      { subject: 'Call back', due_at: '2030-05-08T08:00:00.000Z', assignee_id: user.sub },
      { subject: 'Done lately', due_at: daysAgo(11), done_at: daysAgo(10), assignee_id: user.sub },
      { subject: 'Done long ago', due_at: daysAgo(120), done_at: daysAgo(100), assignee_id: user.sub },
      { subject: 'Deleted', due_at: '2030-05-09T08:00:00.000Z', deleted_at: now, assignee_id: user.sub },
    ]);
    await insertActivities(t.db, user.org, [{ subject: 'Not theirs', due_at: '2030-05-08T08:00:00.000Z', assignee_id: alice.sub, created_by: user.sub }]);
    await insertActivities(t.db, bob.org, [{ subject: 'Same id elsewhere', due_at: '2030-05-08T08:00:00.000Z', assignee_id: user.sub }]);

    const res = await feed(pathOf(await newFeed(user)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^private/);
    const found = events(res.body);
    // Newest due first; the done long ago and the deleted are not there, nor anyone else's.
    expect(found.map((e) => e.uid)).toEqual([noDuration, timed, allDay, doneRecently].map((id) => `${id}@api.example.test`));
    expect(found.map((e) => e.summary)).not.toContain('Not theirs');
    expect(res.body).not.toMatch(/Same id elsewhere|Done long ago|Deleted/);
    expect([doneLongAgo, deleted].some((id) => res.body.includes(id))).toBe(false);

    const byUid = Object.fromEntries(found.map((e) => [e.uid.split('@')[0], e]));
    expect(byUid[allDay]).toMatchObject({
      summary: 'Send the offer',
      allDay: true,
      start: '2030-05-06',
      end: '2030-05-07',
      description: 'Company: Analytical Engines Ltd',
      url: `${APP_URL}/companies/${companyId}`,
      status: 'CONFIRMED',
      transp: 'OPAQUE',
      completed: null,
    });
    expect(byUid[timed]).toMatchObject({
      summary: 'Meet Ada; agenda, "draft"',
      allDay: false,
      start: '2030-05-07T13:15:00Z',
      end: '2030-05-07T14:00:00Z',
      description: 'Bring the engine plans\nand the notes\n\nContact: Ada Lovelace\nCompany: Analytical Engines Ltd',
      url: `${APP_URL}/contacts/${contactId}`,
    });
    expect(byUid[noDuration]).toMatchObject({ start: '2030-05-08T08:00:00Z', end: '2030-05-08T08:30:00Z', description: null, url: `${APP_URL}/my-work` });
    expect(byUid[doneRecently]).toMatchObject({ summary: '✓ Done lately', transp: 'TRANSPARENT', completed: expect.stringMatching(/^\d{8}T\d{6}Z$/) });
  });

  it("is written in the member's language", async () => {
    const user: TestUser = { ...alice, sub: 'user-feed-fr' };
    expect((await call('PUT', '/me/preferences', { language: 'fr' }, user)).status).toBe(200);
    const res = await feed(pathOf(await newFeed(user)));
    expect(new ICAL.Component(ICAL.parse(res.body)).getFirstPropertyValue('x-wr-calname')).toBe('Meridian : mes activités');
  });

  it('stops answering the old URL once a new one is made, and any URL once turned off', async () => {
    const user: TestUser = { ...alice, sub: 'user-feed-3' };
    await insertActivities(t.db, user.org, [{ subject: 'Mine', due_at: '2030-05-08T08:00:00.000Z', assignee_id: user.sub }]);
    const first = pathOf(await newFeed(user));
    expect((await feed(first)).statusCode).toBe(200);
    const second = pathOf(await newFeed(user));
    const old = await feed(first);
    expect([old.statusCode, old.json()]).toEqual([404, { error: 'Calendar feed not found', code: 'calendar_feed_not_found' }]);
    expect(events((await feed(second)).body).map((e) => e.summary)).toEqual(['Mine']);
    // The secret alone (no ".ics") is the same feed.
    expect((await feed(second.replace(/\.ics$/, ''))).statusCode).toBe(200);
    expect((await call('DELETE', '/me/calendar', undefined, user)).status).toBe(204);
    expect((await feed(second)).statusCode).toBe(404);
  });

  it("never mixes two members' feeds, nor the same member's in two organisations", async () => {
    const one: TestUser = { ...alice, sub: 'user-feed-4' };
    const two: TestUser = { ...alice, sub: 'user-feed-5' };
    const elsewhere: TestUser = { ...one, org: bob.org };
    await insertActivities(t.db, one.org, [{ subject: 'One in A', due_at: '2030-05-08T08:00:00.000Z', assignee_id: one.sub }]);
    await insertActivities(t.db, two.org, [{ subject: 'Two in A', due_at: '2030-05-08T08:00:00.000Z', assignee_id: two.sub }]);
    await insertActivities(t.db, bob.org, [{ subject: 'One in B', due_at: '2030-05-08T08:00:00.000Z', assignee_id: one.sub }]);
    const summaries = async (user: TestUser) => events((await feed(pathOf(await newFeed(user)))).body).map((e) => e.summary);
    expect(await summaries(one)).toEqual(['One in A']);
    expect(await summaries(two)).toEqual(['Two in A']);
    expect(await summaries(elsewhere)).toEqual(['One in B']);
  });

  it("answers 404 to anything that is not a live secret (414 past the router's length): long, unicode, path tricks, the hash, a near miss", async () => {
    const user: TestUser = { ...alice, sub: 'user-feed-6' };
    const path = pathOf(await newFeed(user));
    const secret = path.slice('/calendar/'.length, -'.ics'.length);
    const [row] = await tenantScope(t.db.db, user.org, t.db.dialect)
      .selectFrom('calendar_feeds')
      .select('token_hash')
      .where('user_id', '=', user.sub)
      .execute();
    // Longer than any route parameter the API takes: the router's own refusal, before any lookup.
    for (const token of ['x'.repeat(5_000), `${secret}${'A'.repeat(300)}.ics`]) {
      const res = await feed(`/calendar/${token}`);
      expect([res.statusCode, res.json()]).toEqual([414, { error: 'A path segment of the URL is too long', code: 'url_segment_too_long' }]);
    }
    const tokens = [
      `${secret}${'A'.repeat(40)}.ics`,
      encodeURIComponent('日本語のカレンダー.ics'),
      encodeURIComponent(`${secret.slice(0, 42)}é.ics`),
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2fme%2fcalendar',
      `${secret}.ics.ics`,
      `${secret}.ICS`,
      `${secret.slice(0, 42)}.ics`,
      `${secret.slice(1)}A.ics`,
      `${secret.toUpperCase()}.ics`,
      `${row!.token_hash}.ics`,
      `${'A'.repeat(43)}.ics`,
      '.ics',
      `${secret}%20.ics`,
      `${secret}%0A.ics`,
      `' OR 1=1 --.ics`.replace(/ /g, '%20'),
    ];
    for (const token of tokens) {
      const res = await feed(`/calendar/${token}`);
      expect([token.slice(0, 60), res.statusCode, res.json()]).toEqual([
        token.slice(0, 60),
        404,
        { error: 'Calendar feed not found', code: 'calendar_feed_not_found' },
      ]);
    }
    for (const url of [`/calendar/${secret}/x.ics`, `/calendar/`, `/calendar`, `/calendar/../me/calendar`]) {
      const res = await feed(url);
      expect([url, res.statusCode]).toEqual([url, url === '/calendar/../me/calendar' ? 401 : 404]);
    }
    // The feed itself still works.
    expect((await feed(path)).statusCode).toBe(200);
  });

  it('stops with the member: a removed member has no feed', async () => {
    const user: TestUser = { ...alice, sub: 'user-feed-7' };
    const path = pathOf(await newFeed(user));
    expect((await feed(path)).statusCode).toBe(200);
    await tenantScope(t.db.db, user.org, t.db.dialect)
      .updateTable('members')
      .set({ removed_at: new Date().toISOString() })
      .where('id', '=', user.sub)
      .execute();
    expect((await feed(path)).statusCode).toBe(404);
  });
});

describe('the public feed route', () => {
  it('is rate-limited per address like any request without a token', async () => {
    const limited = await createTestApp({ rateLimitMax: 3 });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await limited.app.inject({ method: 'GET', url: `/calendar/${'A'.repeat(43)}.ics` })).statusCode);
      expect(answers).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
