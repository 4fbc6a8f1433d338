// POST /contacts/merge/:batchId/undo: everything put back exactly as it was, once, within its
// time, unless a restored email is another live contact's now.
import { createTestApp, type TestApp } from './helpers/app';
import { mergeFixtures } from './helpers/merge-fixtures';
import { insertContact } from './helpers/duplicates';
import { snapshotOrganisation } from './helpers/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { call, ok, freshOrg, person, merge, undo } = mergeFixtures(() => t, 'undo');

describe('POST /contacts/merge/:batchId/undo', () => {
  it('puts back exactly what was there: the records, their values, notes, files, activities, deals, history and timeline', async () => {
    const { user, scope } = await freshOrg();
    const p = await person(user, scope);
    const before = await snapshotOrganisation(t.db, user.org);
    const { batch_id: batchId } = await ok(merge(user, { primary_id: p.primary, ids: [p.second, p.third], values: { first: p.third } }));

    const answer = await ok(undo(user, batchId));
    expect(answer).toEqual({ restored: 2, primary_id: p.primary });
    const after = await snapshotOrganisation(t.db, user.org);
    const [events, newEvents] = [
      after.audit_events,
      after.audit_events.filter((e) => !before.audit_events.some((b) => (b as { id: string }).id === (e as { id: string }).id)),
    ];
    expect(newEvents.map((e) => (e as { action: string }).action).sort()).toEqual(['merge_undone', 'merged']);
    after.audit_events = events.filter((e) => !newEvents.includes(e));
    // The undo is a change of the primary too: its updated_at is the undo's.
    const touched = (snapshot: Record<string, unknown[]>) =>
      snapshot.contacts.map((c) => ((c as { id: string }).id === p.primary ? { ...(c as object), updated_at: 'undo' } : c));
    after.contacts = touched(after);
    before.contacts = touched(before);
    expect(after).toEqual(before);

    // Once only.
    const again = await undo(user, batchId);
    expect([again.status, again.body]).toEqual([410, { error: 'This delete can no longer be undone', code: 'undo_expired' }]);
  });

  it('is refused once its time is up, and leaves the merge as it is', async () => {
    const { user, scope } = await freshOrg();
    const a = await insertContact(scope, { email: 'a@x.test' });
    const b = await insertContact(scope, { email: 'b@x.test' });
    const { batch_id: batchId, undo_until: undoUntil } = await ok(merge(user, { primary_id: a, ids: [b] }));
    expect(Date.parse(undoUntil)).toBeGreaterThan(Date.now());
    await scope
      .updateTable('merge_batches')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', batchId)
      .execute();
    const before = await snapshotOrganisation(t.db, user.org);
    const res = await undo(user, batchId);
    expect([res.status, res.body.code]).toEqual([410, 'undo_expired']);
    expect(await snapshotOrganisation(t.db, user.org)).toEqual(before);
    // The next merge forgets the expired batch and what it moved.
    const c = await insertContact(scope, { email: 'c@x.test' });
    await ok(merge(user, { primary_id: a, ids: [c] }));
    expect(await scope.selectFrom('merge_batches').select('id').where('id', '=', batchId).execute()).toEqual([]);
  });

  it("is refused when a restored contact's email is another live contact's now, naming it", async () => {
    const { user, scope } = await freshOrg();
    const a = await insertContact(scope, { email: 'a@x.test' });
    const b = await insertContact(scope, { email: 'b@x.test' });
    const { batch_id: batchId } = await ok(merge(user, { primary_id: a, ids: [b] }));
    const newcomer = await insertContact(scope, { first: 'Nina', last: 'New', email: 'b@x.test' });
    const before = await snapshotOrganisation(t.db, user.org);
    const res = await undo(user, batchId);
    expect([res.status, res.body]).toEqual([
      409,
      {
        error: 'This merge can no longer be undone: Nina New now has one of its emails',
        code: 'merge_undo_conflict',
        params: { name: 'Nina New', id: newcomer },
      },
    ]);
    expect(await snapshotOrganisation(t.db, user.org)).toEqual(before);
  });

  it('is no longer possible once the primary took part in a later merge; timelines follow the merges', async () => {
    const { user, scope } = await freshOrg();
    const a = await insertContact(scope, { email: 'a@x.test' });
    const b = await insertContact(scope, { email: 'b@x.test' });
    const c = await insertContact(scope, { email: 'c@x.test' });
    await ok(call(user, 'POST', `/contacts/${b}/notes`, { body: "B's note" }), 201);
    const notesOn = async (id: string) =>
      ((await ok(call(user, 'GET', `/contacts/${id}/timeline`))).events as { record_type: string; contact_id: string }[]).filter(
        (e) => e.record_type === 'note',
      );
    const first = (await ok(merge(user, { primary_id: a, ids: [b] }))).batch_id;
    expect((await notesOn(a)).map((e) => e.contact_id)).toEqual([b]); // the event as written, on the primary's timeline
    const second = (await ok(merge(user, { primary_id: c, ids: [a] }))).batch_id;
    expect(await notesOn(c)).toHaveLength(1);
    expect((await undo(user, first)).status).toBe(410);
    expect((await ok(undo(user, second))).restored).toBe(1);
    expect((await ok(call(user, 'GET', `/contacts/${a}`))).email).toBe('a@x.test');
    expect(await notesOn(a)).toHaveLength(1);
    expect(await notesOn(c)).toEqual([]);
  });
});
