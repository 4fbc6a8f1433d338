// Activities: create, read, change, complete, reopen, delete and undo; the checks beyond the
// schema; filters, My work's sections across zones (an all-day one included), paging and counts;
// custom types; remind_at; the audit trail of each change.
import { addDays, openSection, reminderAt } from '@meridian/contract';
import { createTestApp, type TestApp } from './helpers/app';
import { activitiesApi, hoursFromNow, noonZone, today } from './helpers/activities';
import { alice, type TestUser } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const user = (org: string, sub = 'owner', role = 'owner'): TestUser => ({
  sub: `${org}-${sub}`,
  name: `${sub} of ${org}`,
  email: `${sub}@${org}.test`,
  org,
  role,
});

describe('POST, GET, PUT /activities', () => {
  const api = () => activitiesApi(t);

  it('creates an activity assigned to the caller, linked to a contact and its company, and reads it back', async () => {
    await api().ok(api().call('GET', '/me'));
    const company = await api().company('Analytical Engines');
    const contact = await api().contact({ company_id: company });
    const due = hoursFromNow(5);
    const created = await api().create({ subject: '  Call Ada  ', due_at: due, duration_minutes: 30, note: 'About the engine', contact_id: contact });
    expect(created).toEqual({
      id: expect.any(String),
      type: 'call',
      subject: 'Call Ada',
      due_at: due,
      all_day: false,
      duration_minutes: 30,
      note: 'About the engine',
      assignee_id: alice.sub,
      assignee_name: alice.name,
      created_by: alice.sub,
      done: false,
      done_at: null,
      done_by: null,
      contact_id: contact,
      contact_name: 'Ada Lovelace',
      company_id: company, // the contact's company, since none was sent
      company_name: 'Analytical Engines',
      deal_contact_id: null,
      created_at: expect.stringMatching(ISO),
      updated_at: created.created_at,
    });
    expect(await api().get(created.id)).toEqual(created);
    const row = await api().scope.selectFrom('activities').select(['remind_at', 'reminded_at']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ remind_at: due, reminded_at: null });
    expect(await api().events(created.id)).toEqual([
      expect.objectContaining({ action: 'created', record_type: 'activity', record_name: 'Call Ada', contact_id: contact, company_id: company }),
    ]);
  });

  it('stores an all-day activity as its day at 00:00 UTC, from the day or its instant', async () => {
    const a = await api().create({ type: 'deadline', due_at: '2026-12-02', all_day: true });
    const b = await api().create({ type: 'deadline', due_at: '2026-12-02T00:00:00Z', all_day: true });
    expect([a.due_at, b.due_at]).toEqual(['2026-12-02T00:00:00.000Z', '2026-12-02T00:00:00.000Z']);
    expect(a.all_day).toBe(true);
    // The reminder is 09:00 of the day in the assignee's zone (none chosen: UTC).
    const row = await api().scope.selectFrom('activities').select(['remind_at', 'reminded_at']).where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row.remind_at).toBe(reminderAt({ due_at: a.due_at, all_day: true }, null).toISOString());
    expect(row.remind_at).toBe('2026-12-02T09:00:00.000Z');
  });

  it('counts the reminder in the assignee zone, and a reminder already due is not sent', async () => {
    await api()
      .scope.insertInto('user_preferences', { user_id: alice.sub, language: null, timezone: 'Asia/Tokyo', updated_at: new Date().toISOString() })
      .execute();
    try {
      const a = await api().create({ due_at: '2027-03-10', all_day: true });
      const past = await api().create({ due_at: hoursFromNow(-3) });
      const rows = await api().scope.selectFrom('activities').select(['id', 'remind_at', 'reminded_at']).where('id', 'in', [a.id, past.id]).execute();
      const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
      expect(byId[a.id]).toEqual({ id: a.id, remind_at: '2027-03-10T00:00:00.000Z', reminded_at: null }); // 09:00 in Tokyo
      expect(byId[past.id]!.reminded_at).toMatch(ISO);
      // Moved into the future: the reminder is to come again.
      await api().update(past.id, { due_at: hoursFromNow(48) });
      const moved = await api().scope.selectFrom('activities').select(['remind_at', 'reminded_at']).where('id', '=', past.id).executeTakeFirstOrThrow();
      expect(moved.reminded_at).toBeNull();
    } finally {
      await api().scope.deleteFrom('user_preferences').where('user_id', '=', alice.sub).execute();
    }
  });

  it('refuses what the schema cannot: a blank subject, bad due dates, unknown types, assignees and links', async () => {
    const refused = async (body: Record<string, unknown>, code: string, field: string) => {
      const res = await api().call('POST', '/activities', { type: 'call', subject: 'x', due_at: hoursFromNow(1), ...body });
      expect([res.status, res.body.code, res.body.field]).toEqual([400, code, field]);
    };
    await refused({ subject: '   ' }, 'validation_failed', 'subject');
    for (const due_at of ['tomorrow', '2026-12-02T10:00', '2026-02-30T10:00Z', '1969-12-31T10:00Z', '2026-13-01T00:00Z', ''])
      await refused({ due_at }, 'due_invalid', 'due_at');
    for (const due_at of ['2026-12-02T10:00Z', '2026-02-30', '10000-01-01']) await refused({ due_at, all_day: true }, 'due_invalid', 'due_at');
    await refused({ type: 'lunch' }, 'activity_type_not_found', 'type');
    await refused({ assignee_id: 'nobody' }, 'assignee_invalid', 'assignee_id');
    await refused({ contact_id: 'missing' }, 'link_not_found', 'contact_id');
    await refused({ company_id: '01890000-0000-7000-8000-000000000000' }, 'link_not_found', 'company_id');
    const notOnBoard = await api().contact();
    await refused({ deal_contact_id: notOnBoard }, 'link_not_found', 'deal_contact_id');
    const deleted = await api().contact();
    await api().ok(api().call('DELETE', `/contacts/${deleted}`), 204);
    await refused({ contact_id: deleted }, 'link_not_found', 'contact_id');
    // A timed due date in an offset is stored as its UTC instant.
    expect((await api().create({ due_at: '2026-12-02T10:00:00+01:00' })).due_at).toBe('2026-12-02T09:00:00.000Z');
  });

  it('links a deal: the contact pipeline entry, which links the contact too', async () => {
    const contact = await api().contact({ first: 'Grace', last: 'Hopper' });
    await api().ok(api().call('POST', `/pipeline/${contact}/add`, {}), 201);
    const a = await api().create({ deal_contact_id: contact, due_at: hoursFromNow(2) });
    expect(a).toMatchObject({ deal_contact_id: contact, contact_id: contact, contact_name: 'Grace Hopper' });
    expect((await api().list(`deal_contact_id=${contact}`)).activities.map((x: { id: string }) => x.id)).toEqual([a.id]);
    // Another contact drops the deal link.
    const other = await api().contact({ first: 'Other' });
    expect(await api().update(a.id, { contact_id: other })).toMatchObject({ contact_id: other, deal_contact_id: null });
  });

  it('changes only the fields sent and records each change; an unchanged body records nothing', async () => {
    const a = await api().create({ subject: 'Prepare offer', due_at: hoursFromNow(30), note: 'v1' });
    const changed = await api().update(a.id, { subject: 'Prepare the offer', type: 'task' });
    expect(changed).toMatchObject({ subject: 'Prepare the offer', type: 'task', note: 'v1', due_at: a.due_at });
    await api().update(a.id, { subject: 'Prepare the offer' });
    const events = await api().events(a.id);
    expect(events.map((e) => e.action)).toEqual(['created', 'updated']);
    expect(JSON.parse(events[1]!.changes)).toEqual([
      { field: 'type', from: 'call', to: 'task' },
      { field: 'subject', from: 'Prepare offer', to: 'Prepare the offer' },
    ]);
    const res = await api().call('PUT', `/activities/${a.id}`, { subject: ' ' });
    expect([res.status, res.body.field]).toEqual([400, 'subject']);
    expect((await api().call('PUT', '/activities/01890000-0000-7000-8000-000000000000', { subject: 'x' })).status).toBe(404);
  });

  it('turns a timed activity into an all-day one on its day, and back', async () => {
    const a = await api().create({ due_at: '2026-12-02T23:30:00Z' });
    expect(await api().update(a.id, { all_day: true })).toMatchObject({ all_day: true, due_at: '2026-12-02T00:00:00.000Z' });
    expect(await api().update(a.id, { all_day: false, due_at: '2026-12-03T08:00:00Z' })).toMatchObject({ all_day: false, due_at: '2026-12-03T08:00:00.000Z' });
  });
});

describe('complete, reopen, delete and undo', () => {
  const api = () => activitiesApi(t);

  it('completes and reopens once each: doing it again changes nothing and records nothing', async () => {
    const a = await api().create({ due_at: hoursFromNow(4) });
    const done = await api().complete(a.id);
    expect(done).toMatchObject({ done: true, done_at: expect.stringMatching(ISO), done_by: alice.sub });
    expect(await api().complete(a.id)).toEqual(done);
    const open = await api().reopen(a.id);
    expect(open).toMatchObject({ done: false, done_at: null, done_by: null });
    expect(await api().reopen(a.id)).toEqual(open);
    expect((await api().events(a.id)).map((e) => e.action)).toEqual(['created', 'completed', 'reopened']);
  });

  it('logs a call that happened: created done', async () => {
    const a = await api().create({ due_at: hoursFromNow(-1), done: true });
    expect(a).toMatchObject({ done: true, done_by: alice.sub });
    expect((await api().events(a.id)).map((e) => e.action)).toEqual(['created', 'completed']);
  });

  it('soft-deletes and restores (the undo), each recorded', async () => {
    const a = await api().create({ due_at: hoursFromNow(6) });
    await api().remove(a.id);
    expect((await api().call('GET', `/activities/${a.id}`)).status).toBe(404);
    expect((await api().call('DELETE', `/activities/${a.id}`)).status).toBe(404);
    expect(await api().restore([a.id, 'not-an-id', a.id])).toBe(1);
    expect(await api().restore([a.id])).toBe(0);
    expect((await api().get(a.id)).id).toBe(a.id);
    expect((await api().events(a.id)).map((e) => e.action)).toEqual(['created', 'deleted', 'restored']);
  });

  it("hides a deleted contact's activities with it, and shows them again on its restore", async () => {
    const contact = await api().contact({ first: 'Hidden' });
    const a = await api().create({ due_at: hoursFromNow(6), contact_id: contact });
    await api().ok(api().call('DELETE', `/contacts/${contact}`), 204);
    expect((await api().call('GET', `/activities/${a.id}`)).status).toBe(404);
    expect((await api().list(`contact_id=${contact}`)).total).toBe(0);
    await api().ok(api().call('POST', '/contacts/restore', { ids: [contact] }));
    expect((await api().list(`contact_id=${contact}`)).total).toBe(1);
  });
});

describe('GET /activities: filters, sections, paging; GET /activities/counts', () => {
  const org = user('org-act-list');
  const api = () => activitiesApi(t, org);
  const zone = noonZone();

  beforeAll(async () => {
    await api().ok(api().call('GET', '/me'));
    const day = today(zone);
    const made: [string, Record<string, unknown>][] = [
      ['timed overdue', { due_at: hoursFromNow(-1) }],
      ['timed today', { due_at: hoursFromNow(1) }],
      ['timed upcoming', { due_at: hoursFromNow(26), type: 'meeting' }],
      ['all-day yesterday', { due_at: addDays(day, -1), all_day: true }],
      ['all-day today', { due_at: day, all_day: true, type: 'deadline' }],
      ['all-day tomorrow', { due_at: addDays(day, 1), all_day: true }],
      ['done first', { due_at: hoursFromNow(-5), done: true }],
      ['done second', { due_at: hoursFromNow(-4), done: true }],
    ];
    for (const [subject, body] of made) await api().create({ subject, ...body });
  });

  const names = (page: { activities: { subject: string }[] }) => page.activities.map((a) => a.subject);

  it('answers each section in a zone where it is about noon, an all-day activity by its day', async () => {
    const tz = encodeURIComponent(zone);
    const section = async (s: string) => names(await api().list(`section=${s}&tz=${tz}`)).sort();
    expect(await section('overdue')).toEqual(['all-day yesterday', 'timed overdue']);
    expect(await section('today')).toEqual(['all-day today', 'timed today']);
    expect(await section('upcoming')).toEqual(['all-day tomorrow', 'timed upcoming']);
    expect(names(await api().list(`section=done&tz=${tz}`))).toEqual(['done second', 'done first']); // newest done first
    expect(await api().counts(`assignee_id=${org.sub}&tz=${tz}`)).toEqual({ overdue: 2, today: 2, upcoming: 2, done: 2 });
  });

  it("puts every open activity in the section the contract's openSection gives, in zones around the world", async () => {
    const open = (await api().list('done=false&limit=200')).activities as { subject: string; due_at: string; all_day: boolean }[];
    for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata', 'America/New_York', 'Europe/Paris', 'UTC']) {
      const now = new Date();
      for (const s of ['overdue', 'today', 'upcoming'] as const) {
        const got = names(await api().list(`section=${s}&tz=${encodeURIComponent(tz)}`)).sort();
        const expected = open
          .filter((a) => openSection(a, now, tz) === s)
          .map((a) => a.subject)
          .sort();
        expect([tz, s, got]).toEqual([tz, s, expected]);
      }
    }
  });

  it('orders open ones by due time and combines filters with AND', async () => {
    const open = names(await api().list('done=false'));
    expect(open).toEqual(
      ['all-day yesterday', 'timed overdue', 'all-day today', 'timed today', 'all-day tomorrow', 'timed upcoming'].sort(
        (a, b) => open.indexOf(a) - open.indexOf(b),
      ),
    );
    const dueTimes = (await api().list('done=false')).activities.map((a: { due_at: string }) => a.due_at);
    expect(dueTimes).toEqual([...dueTimes].sort());
    expect(names(await api().list('type=deadline'))).toEqual(['all-day today']);
    expect(names(await api().list('type=meeting&done=false'))).toEqual(['timed upcoming']);
    expect(names(await api().list('type=meeting&done=true'))).toEqual([]);
    expect((await api().list(`assignee_id=${org.sub}`)).total).toBe(8);
    expect((await api().list('assignee_id=someone-else')).total).toBe(0);
    const day = today(zone);
    const tz = encodeURIComponent(zone);
    expect(names(await api().list(`from=${day}&to=${day}&tz=${tz}&done=false`)).sort()).toEqual(['all-day today', 'timed overdue', 'timed today']);
  });

  it('pages with offset and limit, the total counting every match', async () => {
    const first = await api().list('done=false&limit=4');
    expect([first.total, first.activities.length, first.hasMore, first.offset, first.limit]).toEqual([6, 4, true, 0, 4]);
    const second = await api().list('done=false&limit=4&offset=4');
    expect([second.activities.length, second.hasMore]).toEqual([2, false]);
    expect(new Set([...names(first), ...names(second)]).size).toBe(6);
    expect((await api().list('done=false&offset=100')).activities).toEqual([]);
  });

  it('refuses an unknown time zone', async () => {
    for (const url of ['/activities?tz=Mars%2FOlympus', '/activities/counts?assignee_id=x&tz=Nowhere']) {
      const res = await api().call('GET', url);
      expect([res.status, res.body.code, res.body.field]).toEqual([400, 'timezone_invalid', 'tz']);
    }
  });

  it('moves a due activity to Overdue when the minute turns, though lists are cached', async () => {
    const tz = encodeURIComponent(zone);
    const soon = await api().create({ subject: 'soon', due_at: hoursFromNow(0.01) });
    expect(names(await api().list(`section=today&tz=${tz}`))).toContain('soon');
    expect(names(await api().list(`section=overdue&tz=${tz}`))).not.toContain('soon');
    // Only the clock moves (no write, so the data version stays): the next minute's answer is new.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask'] });
    try {
      jest.setSystemTime(Date.now() + 61_000);
      expect(names(await api().list(`section=overdue&tz=${tz}`))).toContain('soon');
    } finally {
      jest.useRealTimers();
    }
    await api().remove(soon.id);
  });
});
