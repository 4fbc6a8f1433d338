// A bulk edit of more contacts than the request takes runs as a job with progress, all or nothing:
// a failure part-way, or an app that stops part-way, leaves the contacts as they were. Its undo
// runs as a job too. Record access limits an edit to the contacts the caller may change.
import { BULK_EDIT_SYNC_MAX } from '@meridian/contract';
import { createTestApp, type TestApp } from './helpers/app';
import { bulkEdit, column, freshOrg, progress, seed, undoEdit, until } from './helpers/bulk-edit';
import { contactsApi } from './helpers/contacts';
import { requester, seedTeam, teamOf } from './helpers/record-access';

let t: TestApp;
/** While set, every job of this app fails at its third batch (the tests run one job at a time). */
let failing = false;
beforeAll(async () => {
  t = await createTestApp({
    bulkEdits: {
      syncMax: 20,
      batchSize: 7,
      pauseMs: 1,
      beforeBatch: (id, n) => {
        if (failing && n === 2) throw new Error(`injected failure in ${id}`);
      },
    },
  });
});
afterAll(() => t.close());

it('runs an edit over the sync limit as a job with progress, then its undo as a job', async () => {
  const { user, api } = await freshOrg(t);
  const ids = await seed(api, 50);
  const started = await bulkEdit(api, { filter: {}, change: { action: 'set_owner', owner_id: user.sub } }, 202);
  expect(started).toMatchObject({ status: 'running', total: 50, processed: 0, undo_until: null });
  // One at a time per organisation.
  const second = await api.call('POST', '/contacts/bulk-edit', { ids, change: { action: 'add_tags', tags: 'x' } });
  expect([second.statusCode, second.json().code]).toEqual([409, 'bulk_edit_running']);
  const done = await until(api, started.id, ['done', 'failed']);
  expect(done).toMatchObject({ status: 'done', total: 50, processed: 50, changed: 50, error: null });
  expect(new Set(await column(api, ids, 'owner_id'))).toEqual(new Set([user.sub]));

  const undo = await undoEdit(api, started.id);
  expect([undo.statusCode, undo.json().status]).toEqual([202, 'undoing']);
  expect(await until(api, started.id, ['undone'])).toMatchObject({ undone: 50 });
  expect(new Set(await column(api, ids, 'owner_id'))).toEqual(new Set([null]));
});

it('puts back every contact when the job fails part-way', async () => {
  const { api } = await freshOrg(t);
  const ids = await seed(api, 40, (i) => ({ tags: i % 2 ? 'old' : null }));
  const before = await column(api, ids, 'tags');
  failing = true;
  try {
    const started = await bulkEdit(api, { filter: {}, change: { action: 'add_tags', tags: 'new' } }, 202);
    const ended = await until(api, started.id, ['failed', 'done']);
    expect(ended).toMatchObject({ status: 'failed', error: expect.stringMatching(/put back/), undo_until: null });
  } finally {
    failing = false;
  }
  expect(await column(api, ids, 'tags')).toEqual(before);
  const events = await api.scope.selectFrom('audit_events').select(['action']).where('contact_id', 'in', ids).execute();
  // Two batches of seven were changed, then put back: each change and its reversal recorded.
  expect(events.filter((e) => e.action === 'bulk_edited')).toHaveLength(14);
  expect(events.filter((e) => e.action === 'bulk_edit_undone')).toHaveLength(14);
});

it('puts back an edit whose app stopped part-way, when another app instance finds it abandoned', async () => {
  const worker = await createTestApp({ sharing: t, bulkEdits: { syncMax: 5, batchSize: 3, pauseMs: 30 } });
  const { user } = await freshOrg(t);
  const api = contactsApi(worker, user);
  const ids = await seed(api, 60);
  const started = await bulkEdit(api, { ids, change: { action: 'add_tags', tags: 'half' } }, 202);
  for (let edit = await progress(api, started.id); edit.processed < 9; edit = await progress(api, started.id)) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await worker.close(); // stops between two batches, the edit left running
  const halfway = await column(api, ids, 'tags');
  expect(halfway.filter((tags) => tags === 'half').length).toBeGreaterThan(0);
  expect(halfway.filter((tags) => tags === null).length).toBeGreaterThan(0);

  const rescuer = await createTestApp({ sharing: t, bulkEdits: { leaseMs: 0, pauseMs: 1 } });
  try {
    const ended = await until(contactsApi(rescuer, user), started.id, ['failed']);
    expect(ended.error).toMatch(/stopped part-way/);
    expect(await column(api, ids, 'tags')).toEqual(ids.map(() => null));
  } finally {
    await rescuer.close();
  }
});

it('limits an edit to the contacts a member may change, and refuses a read-only user', async () => {
  const team = teamOf(`bulk-edit-access-${process.pid}`);
  const seeded = await seedTeam(t, team, 'everyone_reads');
  const call = requester(t);
  const ids = [seeded.miaContact, seeded.maxContact, seeded.nobodysContact];
  const res = await call(team.users.mia, 'POST', '/contacts/bulk-edit', { ids, change: { action: 'add_tags', tags: 'mine' } });
  expect(res.body).toMatchObject({ status: 'done', total: 1, changed: 1 });
  const api = contactsApi(t, team.owner);
  expect(await column(api, ids, 'tags')).toEqual(['mine', null, null]);
  // A member may give their contacts to no one else.
  const give = await call(team.users.mia, 'POST', '/contacts/bulk-edit', { ids, change: { action: 'set_owner', owner_id: team.users.max.sub } });
  expect([give.status, give.body.code]).toEqual([403, 'record_forbidden']);
  const reader = await call(team.users.rita, 'POST', '/contacts/bulk-edit', { ids, change: { action: 'add_tags', tags: 'x' } });
  expect(reader.status).toBe(403);
});

it(`edits ${BULK_EDIT_SYNC_MAX + 1} contacts as a job at the real limit`, async () => {
  const real = await createTestApp({ sharing: t });
  try {
    const { user } = await freshOrg(t);
    const api = contactsApi(real, user);
    const ids = await seed(api, BULK_EDIT_SYNC_MAX + 1);
    const few = await bulkEdit(api, { filter: {}, except_ids: [ids[0]], change: { action: 'add_tags', tags: 'few' } });
    expect(few).toMatchObject({ status: 'done', total: BULK_EDIT_SYNC_MAX, changed: BULK_EDIT_SYNC_MAX });
    const started = await bulkEdit(api, { filter: {}, change: { action: 'set_owner', owner_id: user.sub } }, 202);
    expect(started.total).toBe(BULK_EDIT_SYNC_MAX + 1);
    expect(await until(api, started.id, ['done', 'failed'], 120_000)).toMatchObject({ status: 'done', changed: BULK_EDIT_SYNC_MAX + 1 });
    const owned = await api.scope
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', user.sub)
      .executeTakeFirstOrThrow();
    expect(Number(owned.n)).toBe(BULK_EDIT_SYNC_MAX + 1);
  } finally {
    await real.close();
  }
}, 180_000);
