// The board and activities: each card carries its contact's next activity (the earliest-due open,
// live one), and `activity=none` keeps only cards whose contact has no open activity, in the
// cards, the counts and the totals, on the board and on a column page alike.
import { createTestApp, type TestApp } from './helpers/app';
import { activitiesApi } from './helpers/activities';
import type { TestUser } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const user: TestUser = { sub: 'board-owner', name: 'Bo Ard', email: 'bo@board.test', org: 'org-act-board', role: 'owner' };

describe('board cards and activities', () => {
  const api = () => activitiesApi(t, user);
  let pipelineId: string;
  let stageId: string;
  const c: Record<string, string> = {};
  let next: { id: string; subject: string; due_at: string };

  beforeAll(async () => {
    pipelineId = (await api().ok(api().call('GET', '/pipeline'))).pipelines[0].id;
    stageId = (await api().ok(api().call('GET', `/pipeline/${pipelineId}/stages`))).data[0].id;
    for (const [name, value] of [
      ['planned', '100.00'],
      ['finished', '20.00'],
      ['idle', '3.00'],
    ] as const) {
      c[name] = await api().contact({ first: name });
      await api().ok(api().call('POST', `/pipeline/${c[name]}/add`, { stageId, deal: { value, currency: 'EUR' } }), 201);
    }
    // 'planned': a later one, the next one, and earlier ones that are done or deleted.
    await api().create({ subject: 'later', due_at: '2031-05-01T10:00:00Z', contact_id: c.planned });
    next = await api().create({ subject: 'next', due_at: '2031-04-01', all_day: true, type: 'meeting', contact_id: c.planned });
    await api().create({ subject: 'done before', due_at: '2031-01-01T10:00:00Z', contact_id: c.planned, done: true });
    const gone = await api().create({ subject: 'deleted before', due_at: '2031-01-02T10:00:00Z', contact_id: c.planned });
    await api().remove(gone.id);
    // 'finished': only a done one.
    await api().create({ subject: 'done', due_at: '2030-01-01T10:00:00Z', deal_contact_id: c.finished, done: true });
  });

  const board = async (query = '') => api().ok(api().call('GET', `/pipeline/${pipelineId}/board${query}`));
  const column = async (query = '') => api().ok(api().call('GET', `/pipeline/${pipelineId}/stages/${stageId}/contacts${query}`));
  const byFirst = (cards: { first: string; next_activity: unknown }[]) => Object.fromEntries(cards.map((card) => [card.first, card.next_activity]));

  it("shows each card's next open activity, or null", async () => {
    const cards = byFirst((await board()).stages[0].contacts);
    expect(cards).toEqual({
      planned: { id: next.id, type: 'meeting', subject: 'next', due_at: '2031-04-01T00:00:00.000Z', all_day: true },
      finished: null,
      idle: null,
    });
    expect(byFirst((await column()).contacts)).toEqual(cards);
  });

  it('keeps only cards without an open activity with activity=none, counts and totals included', async () => {
    const all = await board();
    expect([all.stages[0].count, all.totals.open]).toEqual([3, [{ currency: 'EUR', value: '123.00', count: 3 }]]);
    const none = await board('?activity=none');
    expect(Object.keys(byFirst(none.stages[0].contacts)).sort()).toEqual(['finished', 'idle']);
    expect([none.stages[0].count, none.totalContacts, none.stages[0].totals]).toEqual([2, 2, [{ currency: 'EUR', value: '23.00', count: 2 }]]);
    expect(none.totals.open).toEqual([{ currency: 'EUR', value: '23.00', count: 2 }]);
    const page = await column('?activity=none&limit=1');
    expect([page.count, page.contacts.length, page.hasMore]).toEqual([2, 1, true]);
    const bad = await api().call('GET', `/pipeline/${pipelineId}/board?activity=some`);
    expect(bad.status).toBe(400);
  });

  it('follows changes: completing the last open activity frees the card, reopening takes it back', async () => {
    const planned = () => api().list(`contact_id=${c.planned}&done=false`);
    for (const a of (await planned()).activities) await api().complete(a.id);
    expect((await board('?activity=none')).stages[0].count).toBe(3);
    expect(byFirst((await board()).stages[0].contacts).planned).toBeNull();
    await api().reopen(next.id);
    expect(byFirst((await board()).stages[0].contacts).planned).toMatchObject({ id: next.id });
    expect((await board('?activity=none')).stages[0].count).toBe(2);
  });
});
