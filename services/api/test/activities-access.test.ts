// Record access on activities (canSeeActivity / canEditActivity of the contract): the assignee and
// the creator always see one; otherwise whoever sees a record it links. Not seen: 404 and absent
// from every list, total and count; seen but not to be changed: 403 record_forbidden.
import { createTestApp, type TestApp } from './helpers/app';
import { activitiesApi } from './helpers/activities';
import { alice, type TestUser } from './helpers/tokens';
import { requester, seedTeam, teamOf, type Seeded, type Team } from './helpers/record-access';

let t: TestApp;
let call: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  call = requester(t);
});
afterAll(() => t.close());

const DUE = '2030-01-01T10:00:00Z';

describe('under owners_only', () => {
  const team: Team = teamOf('act-owners-only');
  const { mia, max, adam, rita } = team.users;
  let s: Seeded;
  const a: Record<string, string> = {};

  beforeAll(async () => {
    s = await seedTeam(t, team, 'owners_only');
    const create = async (user = team.owner, body: object) => {
      const res = await call(user, 'POST', '/activities', { type: 'call', subject: 'x', due_at: DUE, ...body });
      if (res.status !== 201) throw new Error(res.text);
      return res.body.id as string;
    };
    a.miaContact = await create(mia, { subject: 'mia contact', contact_id: s.miaContact });
    a.maxContactForMia = await create(team.owner, {
      subject: 'max contact, assigned to mia',
      contact_id: s.maxContact,
      company_id: null,
      assignee_id: mia.sub,
    });
    a.unlinked = await create(team.owner, { subject: 'unlinked' });
    a.miaCompany = await create(team.owner, { subject: 'mia company', company_id: s.miaCompany });
    for (let i = 0; i < 5; i++) await create(max, { subject: `max own ${i}`, contact_id: s.maxContact, company_id: null });
  });

  const visible = async (user: typeof mia, query = 'limit=200') => {
    const res = await call(user, 'GET', `/activities?${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const subjects = (page: { activities: { subject: string }[] }) => page.activities.map((x) => x.subject).sort();

  it('lists only what each viewer sees, the total of the same, even across pages', async () => {
    expect(subjects(await visible(mia))).toEqual(['max contact, assigned to mia', 'mia company', 'mia contact']);
    const maxSees = ['max contact, assigned to mia', 'max own 0', 'max own 1', 'max own 2', 'max own 3', 'max own 4'];
    expect(subjects(await visible(max))).toEqual(maxSees);
    const page = await visible(max, 'limit=4');
    expect([page.total, page.activities.length, page.hasMore]).toEqual([6, 4, true]);
    const rest = await visible(max, 'limit=4&offset=4');
    expect([...subjects(page), ...subjects(rest)].sort()).toEqual(maxSees);
    expect((await visible(adam)).total).toBe(9);
    expect((await visible(rita)).total).toBe(0);
    const counts = await call(max, 'GET', `/activities/counts?assignee_id=${mia.sub}`);
    expect(counts.body).toEqual({ overdue: 0, today: 0, upcoming: 1, done: 0 }); // of Mia's three, Max sees one
  });

  it('answers 404 for one not seen, 403 for one seen but not changeable', async () => {
    expect((await call(max, 'GET', `/activities/${a.miaContact}`)).status).toBe(404);
    expect((await call(max, 'GET', `/activities/${a.unlinked}`)).status).toBe(404);
    expect((await call(adam, 'GET', `/activities/${a.unlinked}`)).status).toBe(200);
    expect((await call(max, 'PUT', `/activities/${a.miaContact}`, { subject: 'mine' })).status).toBe(404);
    // Max owns the contact, so he sees it; Mia is its assignee and the owner its creator.
    expect((await call(max, 'GET', `/activities/${a.maxContactForMia}`)).status).toBe(200);
    for (const [method, url, body] of [
      ['PUT', `/activities/${a.maxContactForMia}`, { subject: 'taken' }],
      ['POST', `/activities/${a.maxContactForMia}/complete`, undefined],
      ['DELETE', `/activities/${a.maxContactForMia}`, undefined],
    ] as const) {
      const res = await call(max, method, url, body);
      expect([url, res.status, res.body?.code]).toEqual([url, 403, 'record_forbidden']);
    }
    expect((await call(mia, 'POST', `/activities/${a.maxContactForMia}/complete`)).body.done).toBe(true);
    expect((await call(adam, 'POST', `/activities/${a.maxContactForMia}/reopen`)).body.done).toBe(false);
  });

  it('refuses links to records the caller does not see', async () => {
    const res = await call(max, 'POST', '/activities', { type: 'call', subject: 'x', due_at: DUE, contact_id: s.miaContact });
    expect([res.status, res.body.code, res.body.field]).toEqual([400, 'link_not_found', 'contact_id']);
    const deal = await call(max, 'POST', '/activities', { type: 'call', subject: 'x', due_at: DUE, deal_contact_id: s.miaContact });
    expect([deal.status, deal.body.field]).toEqual([400, 'deal_contact_id']);
    const company = await call(max, 'POST', '/activities', { type: 'call', subject: 'x', due_at: DUE, company_id: s.miaCompany });
    expect([company.status, company.body.field]).toEqual([400, 'company_id']);
  });

  it('restores only what the caller may change', async () => {
    expect((await call(mia, 'DELETE', `/activities/${a.miaContact}`)).status).toBe(204);
    expect((await call(max, 'POST', '/activities/restore', { ids: [a.miaContact] })).body.restored).toBe(0);
    expect((await call(mia, 'POST', '/activities/restore', { ids: [a.miaContact] })).body.restored).toBe(1);
  });
});

describe('under everyone_reads and everyone_edits', () => {
  it.each([
    ['everyone_reads', 403],
    ['everyone_edits', 200],
  ] as const)('under %s another member sees a member activity and changes it: %i', async (rule, status) => {
    const team = teamOf(`act-${rule.replace('_', '-')}`);
    const s = await seedTeam(t, team, rule);
    const { mia, max } = team.users;
    const made = await call(mia, 'POST', '/activities', { type: 'call', subject: 'mia call', due_at: DUE, contact_id: s.miaContact });
    expect(made.status).toBe(201);
    expect((await call(max, 'GET', `/activities/${made.body.id}`)).status).toBe(200);
    expect((await call(max, 'PUT', `/activities/${made.body.id}`, { subject: 'changed' })).status).toBe(status);
  });
});

describe('the read-only role', () => {
  it('refuses writes to a read-only user', async () => {
    const a = await activitiesApi(t).create({ due_at: '2030-01-01T10:00:00Z' });
    const reader: TestUser = { ...alice, sub: 'user-rita', name: 'Rita', email: 'rita@org-a.test', role: 'readonly' };
    const asReader = activitiesApi(t, reader);
    expect((await asReader.get(a.id)).id).toBe(a.id);
    for (const [method, url] of [
      ['POST', '/activities'],
      ['PUT', `/activities/${a.id}`],
      ['POST', `/activities/${a.id}/complete`],
      ['DELETE', `/activities/${a.id}`],
      ['POST', '/activity-types'],
    ] as const) {
      const res = await asReader.call(method, url, method === 'DELETE' || url.endsWith('complete') ? undefined : { subject: 'x', name: 'x' });
      expect([url, res.status, res.body.code]).toEqual([url, 403, 'role_forbidden']);
    }
  });
});
