// A member's own preferences (GET/PUT /me/preferences): kept per (organisation, user), each member
// reading and writing only their own row, only the fields sent changing, and hostile bodies
// refused with a code and nothing kept. A new time zone moves their all-day reminders.
import { DEFAULT_NOTIFICATIONS } from '@meridian/contract';
import { tenantScope } from '../src/db/tenant-scope';
import { insertActivities } from './helpers/activity-rows';
import { createTestApp, type TestApp } from './helpers/app';
import { alice, bob, type TestUser } from './helpers/tokens';
import { caller } from './pipeline-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
const frank: TestUser = { sub: 'user-frank', name: 'Frank Fox', email: 'frank@org-a.test', org: alice.org };
// The same person (same subject) signed in to another organisation.
const aliceElsewhere: TestUser = { ...alice, org: bob.org };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const DEFAULTS = { language: null, timezone: null, date_format: null, time_format: null, notifications: DEFAULT_NOTIFICATIONS };
const whole = (change: object) => ({ ...DEFAULTS, ...change });

const preferences = async (user: TestUser = alice) => call('GET', '/me/preferences', undefined, user);
const save = async (body: unknown, user: TestUser = alice) =>
  t.app.inject({
    method: 'PUT',
    url: '/me/preferences',
    headers: { ...(await t.headers(user)), 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('GET and PUT /me/preferences', () => {
  it('answers the defaults until the member chooses, then keeps each language, null included', async () => {
    expect(await preferences(frank)).toEqual({ status: 200, body: DEFAULTS });
    for (const language of ['fr', 'de', 'es', 'en', null]) {
      const res = await save({ language }, frank);
      expect([res.statusCode, res.json()]).toEqual([200, whole({ language })]);
      expect(await preferences(frank)).toEqual({ status: 200, body: whole({ language }) });
    }
  });

  it('changes only the fields sent, and answers them whole', async () => {
    const member: TestUser = { ...frank, sub: 'user-partial' };
    expect((await save({ language: 'de' }, member)).json()).toEqual(whole({ language: 'de' }));
    expect((await save({ timezone: 'Europe/Paris' }, member)).json()).toEqual(whole({ language: 'de', timezone: 'Europe/Paris' }));
    expect((await save({ date_format: 'DD/MM/YYYY', time_format: '24h' }, member)).json()).toEqual(
      whole({ language: 'de', timezone: 'Europe/Paris', date_format: 'DD/MM/YYYY', time_format: '24h' }),
    );
    const notifications = { email: false, push: true, desktop: false };
    expect((await save({ notifications }, member)).json()).toEqual(
      whole({ language: 'de', timezone: 'Europe/Paris', date_format: 'DD/MM/YYYY', time_format: '24h', notifications }),
    );
    expect((await save({ timezone: null, date_format: null }, member)).json()).toEqual(whole({ language: 'de', time_format: '24h', notifications }));
    expect((await preferences(member)).body).toEqual(whole({ language: 'de', time_format: '24h', notifications }));
  });

  it('refuses a time zone Intl does not know with timezone_invalid at the field', async () => {
    const member: TestUser = { ...frank, sub: 'user-zone' };
    await save({ timezone: 'Asia/Tokyo' }, member);
    for (const timezone of ['Mars/Olympus_Mons', 'Europe/Pariss', 'not a zone', '', '../../etc/passwd', 'Etc/GMT+25']) {
      const res = await save({ timezone }, member);
      expect([res.statusCode, res.json()]).toEqual([400, { error: 'Choose a valid time zone', code: 'timezone_invalid', field: 'timezone' }]);
    }
    expect((await preferences(member)).body).toEqual(whole({ timezone: 'Asia/Tokyo' }));
  });

  it("moves the reminders of the member's open all-day activities not yet reminded to 09:00 in their new zone, in the same write", async () => {
    const member: TestUser = { ...frank, sub: 'user-traveller' };
    const day = '2030-03-04T00:00:00.000Z';
    const [open, timed, reminded, done, deleted, others] = await insertActivities(t.db, member.org, [
      { due_at: day, all_day: true, assignee_id: member.sub },
      { due_at: '2030-03-04T15:00:00.000Z', assignee_id: member.sub },
      { due_at: day, all_day: true, assignee_id: member.sub, reminded_at: '2030-03-04T09:00:00.000Z' },
      { due_at: day, all_day: true, assignee_id: member.sub, done_at: '2030-03-01T00:00:00.000Z' },
      { due_at: day, all_day: true, assignee_id: member.sub, deleted_at: '2030-03-01T00:00:00.000Z' },
      { due_at: day, all_day: true, assignee_id: alice.sub },
    ]);
    const [elsewhere] = await insertActivities(t.db, bob.org, [{ due_at: day, all_day: true, assignee_id: member.sub }]);
    const remindAt = async (org: string, id: string) =>
      (await tenantScope(t.db.db, org, t.db.dialect).selectFrom('activities').select('remind_at').where('id', '=', id).executeTakeFirstOrThrow()).remind_at;

    expect((await save({ timezone: 'America/New_York' }, member)).statusCode).toBe(200);
    expect(await remindAt(member.org, open)).toBe('2030-03-04T14:00:00.000Z'); // 09:00 EST
    expect((await save({ timezone: 'Asia/Kolkata' }, member)).statusCode).toBe(200);
    expect(await remindAt(member.org, open)).toBe('2030-03-04T03:30:00.000Z');
    // A change that is not the zone leaves them.
    expect((await save({ language: 'fr' }, member)).statusCode).toBe(200);
    expect(await remindAt(member.org, open)).toBe('2030-03-04T03:30:00.000Z');
    expect((await save({ timezone: null }, member)).statusCode).toBe(200);
    expect(await remindAt(member.org, open)).toBe('2030-03-04T09:00:00.000Z'); // UTC when none

    expect((await save({ timezone: 'Pacific/Auckland' }, member)).statusCode).toBe(200);
    expect(await remindAt(member.org, open)).toBe('2030-03-03T20:00:00.000Z'); // 09:00 NZDT, the evening before in UTC
    // A timed one, one reminded already, done, deleted, another member's, another organisation's: as they were.
    expect(await remindAt(member.org, timed)).toBe('2030-03-04T15:00:00.000Z');
    for (const id of [reminded, done, deleted, others]) expect(await remindAt(member.org, id)).toBe('2030-03-04T09:00:00.000Z');
    expect(await remindAt(bob.org, elsewhere)).toBe('2030-03-04T09:00:00.000Z');
  });

  it("keeps each member's choice apart: another member, and the same member in another organisation", async () => {
    expect((await save({ language: 'de' }, alice)).statusCode).toBe(200);
    expect((await save({ language: 'fr' }, bob)).statusCode).toBe(200);
    expect((await save({ timezone: 'Europe/Berlin' }, alice)).statusCode).toBe(200);
    expect((await preferences(alice)).body).toEqual(whole({ language: 'de', timezone: 'Europe/Berlin' }));
    expect((await preferences(bob)).body).toEqual(whole({ language: 'fr' }));
    expect((await preferences(aliceElsewhere)).body).toEqual(DEFAULTS);
    expect((await save({ language: 'es' }, aliceElsewhere)).statusCode).toBe(200);
    expect((await preferences(alice)).body).toEqual(whole({ language: 'de', timezone: 'Europe/Berlin' }));
    expect((await preferences(aliceElsewhere)).body).toEqual(whole({ language: 'es' }));
  });

  it('requires a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/me/preferences' });
    expect([res.statusCode, res.json()]).toEqual([401, { error: 'Authentication required', code: 'not_authenticated' }]);
  });
});

describe('hostile bodies are refused with a code, and nothing is kept', () => {
  const kept = () => whole({ language: 'de', timezone: 'Europe/Berlin', time_format: '24h' });
  beforeAll(async () => {
    await save({ language: 'de', timezone: 'Europe/Berlin', date_format: null, time_format: '24h', notifications: DEFAULT_NOTIFICATIONS }, alice);
  });
  afterEach(async () => {
    expect((await preferences(alice)).body).toEqual(kept());
  });

  it.each([
    ['an unknown language', { language: 'xx' }, 'validation_failed', 'language must be one of: en, es, fr, de, null'],
    ['a language tag the API does not speak', { language: 'de-DE' }, 'validation_failed', 'language must be one of: en, es, fr, de, null'],
    ['a language in capitals', { language: 'DE' }, 'validation_failed', 'language must be one of: en, es, fr, de, null'],
    ['a number', { language: 7 }, 'validation_failed', 'language must be a string or null'],
    ['a boolean', { language: true }, 'validation_failed', 'language must be a string or null'],
    ['an array', { language: ['de'] }, 'validation_failed', 'language must be a string or null'],
    ['an object', { language: { code: 'de' } }, 'validation_failed', 'language must be a string or null'],
    ['a long text', { language: 'd'.repeat(800) }, 'validation_failed', 'language must be one of: en, es, fr, de, null'],
    ['nothing at all', {}, 'validation_failed', expect.any(String)],
    ['a zone that is not text', { timezone: 3600 }, 'validation_failed', 'timezone must be a string or null'],
    ['a zone far too long', { timezone: 'Europe/'.repeat(20) }, 'validation_failed', expect.any(String)],
    ['an unknown date format', { date_format: 'D.M.Y' }, 'validation_failed', expect.any(String)],
    ['a time format in another spelling', { time_format: '24' }, 'validation_failed', expect.any(String)],
    ['notifications that are not an object', { notifications: true }, 'validation_failed', 'notifications must be an object'],
    ['notifications as a list', { notifications: [true, false, true] }, 'validation_failed', 'notifications must be an object'],
    ['a toggle as text', { notifications: { email: 'true', push: false, desktop: true } }, 'validation_failed', 'email must be true or false'],
    ['a toggle as a number', { notifications: { email: true, push: 1, desktop: true } }, 'validation_failed', 'push must be true or false'],
    ['a channel the app does not have', { notifications: { email: true, push: false, desktop: true, sms: true } }, 'field_unknown', 'Unknown field sms'],
    ['some channels only', { notifications: { email: false } }, 'field_required', expect.any(String)],
    ['an extra field', { language: 'fr', theme: 'dark' }, 'field_unknown', 'Unknown field theme'],
    ["another member's id", { language: 'fr', user_id: bob.sub }, 'field_unknown', 'Unknown field user_id'],
    ['an organisation', { language: 'fr', org_slug: bob.org }, 'field_unknown', 'Unknown field org_slug'],
  ])('refuses %s with 400 and its code', async (_label, body, code, error) => {
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error, code, params: { field: expect.any(String) } });
  });

  it.each([
    ['a body that is not an object', '"de"'],
    ['null', 'null'],
    ['a list', '[{"language":"fr"}]'],
    ['malformed JSON', '{"language":'],
    ['a prototype key', '{"language":"fr","__proto__":{"polluted":true}}'],
  ])('refuses %s with 400 and a code', async (_label, text) => {
    const res = await save(text);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String), code: expect.stringMatching(/^[a-z_]+$/) }));
  });

  it('refuses a body far larger than any preferences with 413 and its code', async () => {
    const res = await save({ language: 'fr', padding: 'x'.repeat(100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'payload_too_large' });
  });
});
