// Record access (docs/ARCHITECTURE.md §5): each rule × each kind of viewer × every path that shows
// a contact or a company, leaks included. A record the viewer may not see answers exactly like one
// that does not exist, and is missing from every count, total, search hit and export row.
import { RECORD_ACCESS, type RecordAccess } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import { createTestApp, type TestApp } from './helpers/app';
import { EXPECTED, requester, seedTeam, teamOf, type Seeded, type Team, type ViewerName } from './helpers/record-access';

let t: TestApp;
let call: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp();
  call = requester(t);
});
afterAll(() => t.close());

const VIEWERS: ViewerName[] = ['mia', 'max', 'adam', 'rita'];
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1);

describe.each(RECORD_ACCESS)('under %s', (rule: RecordAccess) => {
  const team: Team = teamOf(`ra-${rule.replace('_', '-')}`);
  let s: Seeded;
  beforeAll(async () => {
    s = await seedTeam(t, team, rule);
  });

  describe.each(VIEWERS)('what %s sees', (name) => {
    const expected = EXPECTED[rule][name];
    const viewer = () => team.users[name];
    // Contacts and companies this viewer owns (only members own any).
    const own = { mia: 1, max: 1, adam: 0, rita: 0 }[name];
    const contactCount = expected.seesAll ? 3 : own;
    const companyCount = expected.seesAll ? 2 : own;
    const get = (url: string) => call(viewer(), 'GET', url);

    it('the settings and /me name the rule', async () => {
      expect((await get('/me')).body.access).toEqual({ role: viewer().role, record_access: rule });
      expect((await get('/organisation/settings')).body.record_access).toBe(rule);
    });

    it('lists, counts, searches and summarises only what it may see', async () => {
      const list = (await get('/contacts?limit=50')).body;
      expect(list.pagination.totalCount).toBe(contactCount);
      expect(list.contacts.map((c: { id: string }) => c.id).includes(s.miaContact)).toBe(expected.sees);
      const search = (await get('/contacts?search=zephyr')).body;
      expect(search.pagination.totalCount).toBe(contactCount);
      expect(search.contacts).toHaveLength(contactCount);
      // Another member's filter finds nothing the viewer may not see (the "Select all N" count too).
      const ofMax = (await get(`/contacts?owner_id=${team.users.max.sub}`)).body;
      expect(ofMax.pagination.totalCount).toBe(expected.seesAll || name === 'max' ? 1 : 0);
      const companies = (await get('/companies?search=zephyr')).body;
      expect(companies.pagination.total).toBe(companyCount);
      expect((await get('/companies')).body.pagination.total).toBe(companyCount);
      expect((await get('/organisation/summary')).body).toMatchObject({ contacts: contactCount, companies: companyCount });
    });

    it('reads one record, its notes, files and deal, or gets exactly the answer of a record that does not exist', async () => {
      const missing = uuidv7();
      const paths = (id: string) => [
        `/contacts/${id}`,
        `/contacts/${id}/notes`,
        `/contacts/${id}/attachments`,
        `/pipeline/${id}/status`,
        `/pipeline/${id}/deal`,
        `/pipeline/${id}/history`,
      ];
      const real = paths(s.miaContact);
      const absent = paths(missing);
      for (const [i, path] of real.entries()) {
        const answer = await get(path);
        if (expected.sees) expect(answer.status).toBe(200);
        else expect({ status: answer.status, text: answer.text }).toEqual(await get(absent[i]!).then((a) => ({ status: a.status, text: a.text })));
      }
      const company = await get(`/companies/${s.miaCompany}`);
      if (expected.sees) {
        // Its contacts as the viewer sees them: Max's contact of Mia's company is counted only by those who see it.
        expect(company.body.company).toMatchObject({ owner_id: team.users.mia.sub, contact_count: expected.seesAll ? 2 : 1 });
      } else {
        const absentCompany = await get(`/companies/${missing}`);
        expect({ status: company.status, text: company.text }).toEqual({ status: absentCompany.status, text: absentCompany.text });
        expect(company.body.code).toBe('company_not_found');
      }
    });

    it('sees on the board, in its counts and totals, and in the exports only what it may see', async () => {
      const board = (await get(`/pipeline/${s.pipelineId}/board`)).body;
      const cards = board.stages.flatMap((stage: { contacts: { id: string }[] }) => stage.contacts.map((c) => c.id));
      const value = { mia: '100.00', max: '7.00', adam: '0', rita: '0' }[name];
      const visibleCards = expected.seesAll ? 2 : own;
      expect(board.totalContacts).toBe(visibleCards);
      expect(cards.includes(s.miaContact)).toBe(expected.sees);
      expect(board.stages[0].count).toBe(visibleCards);
      const open = board.totals.open as { currency: string; value: string; count: number }[];
      if (visibleCards === 0) expect(open).toEqual([]);
      else expect(open).toEqual([{ currency: 'EUR', value: expected.seesAll ? '107.00' : value, count: visibleCards }]);
      const column = (await get(`/pipeline/${s.pipelineId}/stages/${board.stages[0].id}/contacts?offset=0&limit=10`)).body;
      expect(column.count).toBe(visibleCards);
      expect(csvRows((await get(`/pipeline/${s.pipelineId}/deals.csv`)).text)).toHaveLength(visibleCards);
      const exported = csvRows((await get('/import-export/export')).text);
      expect(exported).toHaveLength(contactCount);
      expect(exported.some((row) => row.includes('Mina'))).toBe(expected.sees);
    });
  });

  describe.each(VIEWERS)('what %s may change', (name) => {
    const expected = EXPECTED[rule][name];
    const viewer = () => team.users[name];

    it('edits Mia’s contact, its notes and deal only when the rule allows: 403 when only seen, 404 when not seen', async () => {
      const writes: [method: 'PUT' | 'POST', url: string, body: object][] = [
        ['PUT', `/contacts/${s.miaContact}`, { first: 'Mina', last: 'Zephyr', email: `mina@${team.org}.test` }],
        ['POST', `/contacts/${s.miaContact}/notes`, { body: `Note by ${name}` }],
        ['PUT', `/pipeline/${s.miaContact}/deal`, { next_step: `Call from ${name}` }],
        ['PUT', `/pipeline/${s.miaContact}/move`, { stageId: (await call(team.owner, 'GET', `/pipeline/${s.pipelineId}/stages`)).body.data[0].id }],
        ['PUT', `/companies/${s.miaCompany}`, { description: `Edited by ${name}` }],
      ];
      for (const [method, url, body] of writes) {
        const answer = await call(viewer(), method, url, body);
        if (expected.edits) expect(answer.status).toBeLessThan(300);
        else if (name === 'rita')
          expect(answer.status).toBeGreaterThanOrEqual(403); // read-only: refused, whatever refuses it first
        else if (expected.sees) expect(answer.body).toMatchObject({ code: 'record_forbidden' });
        else expect(answer.status).toBe(404);
        if (!expected.edits) expect([403, 404]).toContain(answer.status);
      }
    });

    it('creates records owned by itself when the rule limits it, and may not give them away', async () => {
      if (name === 'rita') return expect((await call(viewer(), 'POST', '/contacts', { first: 'R', last: 'R', email: 'r@r.test' })).status).toBe(403);
      const restricted = rule !== 'everyone_edits' && name !== 'adam';
      const made = await call(viewer(), 'POST', '/contacts', { first: 'New', last: name, email: `${name}-${rule}@new.test`, owner_id: null });
      expect(made.status).toBe(201);
      expect(made.body.owner_id).toBe(restricted ? viewer().sub : null);
      const given = await call(viewer(), 'POST', '/companies', { name: `Given by ${name}`, owner_id: team.users.mia.sub });
      if (restricted && name !== 'mia') expect(given.body).toMatchObject({ code: 'record_forbidden' });
      else expect(given.body.company.owner_id).toBe(team.users.mia.sub);
      const company = await call(viewer(), 'POST', '/companies', { name: `Own of ${name}` });
      expect(company.body.company.owner_id).toBe(viewer().sub);
      if (restricted && name !== 'mia') {
        const handOver = await call(viewer(), 'PUT', `/contacts/${made.body.id}`, {
          first: 'New',
          last: name,
          email: `${name}-${rule}@new.test`,
          owner_id: team.users.mia.sub,
        });
        expect(handOver.body).toMatchObject({ code: 'record_forbidden' });
      }
    });
  });
});
