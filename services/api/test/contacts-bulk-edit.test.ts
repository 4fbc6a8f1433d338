// POST /contacts/bulk-edit changes the selected contacts (ids) or every contact the list's filter
// matches (less except_ids), each action, in the request up to the sync limit; its undo puts back
// what it changed, once, in time; every change is in the contact's history.
import { createTestApp, type TestApp } from './helpers/app';
import { bulkEdit, column, freshOrg, seed, undoEdit } from './helpers/bulk-edit';
import { defaultPipeline } from './pipeline-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /contacts/bulk-edit', () => {
  it('sets the owner of the selected contacts, recorded per contact, and Undo gives them back', async () => {
    const { user, api } = await freshOrg(t);
    const ids = await seed(api, 3, (i) => ({ owner_id: i === 0 ? user.sub : null }));
    const edit = await bulkEdit(api, { ids, change: { action: 'set_owner', owner_id: user.sub } });
    expect(edit).toEqual({ id: expect.any(String), status: 'done', total: 3, processed: 3, changed: 2, undo_until: expect.any(String), error: null });
    expect(await column(api, ids, 'owner_id')).toEqual([user.sub, user.sub, user.sub]);
    const events = await api.scope
      .selectFrom('audit_events')
      .select(['action', 'contact_id', 'changes', 'details'])
      .where('action', '=', 'bulk_edited')
      .execute();
    expect(events.map((e) => e.contact_id).sort()).toEqual(ids.slice(1).sort());
    expect(JSON.parse(events[0]!.changes)).toEqual([{ field: 'owner', from: null, to: user.name }]);
    expect(JSON.parse(events[0]!.details)).toEqual({ bulk_edit: edit.id });

    const undone = await undoEdit(api, edit.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'undone', changed: 2, undone: 2 });
    expect(await column(api, ids, 'owner_id')).toEqual([user.sub, null, null]);
    const undoEvents = await api.scope.selectFrom('audit_events').select('contact_id').where('action', '=', 'bulk_edit_undone').execute();
    expect(undoEvents).toHaveLength(2);

    // Twice: refused.
    const again = await undoEdit(api, edit.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('bulk_edit_undo_expired');
  });

  it('adds and removes tags of every contact the filter matches, except the unticked ones, and keeps search in step', async () => {
    const { api } = await freshOrg(t);
    const acme = await seed(api, 4, (i) => ({ company: 'Acme', tags: i === 0 ? 'vip' : i === 1 ? 'VIP, lead' : null }));
    const other = await seed(api, 1, () => ({ company: 'Globex' }));
    const added = await bulkEdit(api, { filter: { search: 'acme' }, except_ids: [acme[3]], change: { action: 'add_tags', tags: 'vip, new ,' } });
    expect(added).toMatchObject({ status: 'done', total: 3, changed: 3 });
    expect(await column(api, [...acme, ...other], 'tags')).toEqual(['vip, new', 'VIP, lead, new', 'vip, new', null, null]);
    const removed = await bulkEdit(api, { filter: { search: 'acme' }, change: { action: 'remove_tags', tags: 'VIP,new' } });
    expect(removed).toMatchObject({ total: 4, changed: 3 });
    expect(await column(api, acme, 'tags')).toEqual([null, 'lead', null, null]);
  });

  it('sets and clears the company, with the search document, and refuses a company of no one', async () => {
    const { api } = await freshOrg(t);
    const companyId = await api.company('Initech');
    const ids = await seed(api, 2, () => ({ company: 'Old text' }));
    await bulkEdit(api, { ids, change: { action: 'set_company', company_id: companyId } });
    expect(await column(api, ids, 'company_id')).toEqual([companyId, companyId]);
    expect((await api.list('search=initech')).pagination.totalCount).toBe(2);
    const unknown = await api.call('POST', '/contacts/bulk-edit', { ids, change: { action: 'set_company', company_id: 'nope' } });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'company_id_unknown']);
    const cleared = await bulkEdit(api, { filter: { company_id: companyId }, change: { action: 'set_company', company_id: null } });
    expect(cleared.changed).toBe(2);
    expect(await column(api, ids, 'company')).toEqual([null, null]);
    expect((await api.list('search=initech')).pagination.totalCount).toBe(0);
    expect((await undoEdit(api, cleared.id)).statusCode).toBe(200);
    expect(await column(api, ids, 'company')).toEqual(['Initech', 'Initech']);
  });

  it('adds contacts in no pipeline to a stage and moves the others, with history, and Undo puts them back', async () => {
    const { user, api } = await freshOrg(t);
    const pipeline = await defaultPipeline(t, user);
    const [first, second] = pipeline.stages;
    const ids = await seed(api, 3);
    expect((await api.call('POST', `/pipeline/${ids[0]}/add`, { stageId: first!.id })).statusCode).toBeLessThan(300);
    expect((await api.call('POST', `/pipeline/${ids[1]}/add`, { stageId: second!.id })).statusCode).toBeLessThan(300);
    const edit = await bulkEdit(api, { ids, change: { action: 'set_stage', stage_id: second!.id } });
    expect(edit).toMatchObject({ total: 3, changed: 2 });
    const stages = async () => {
      const rows = await api.scope.selectFrom('pipeline_entries').select(['contact_id', 'stage_id']).where('contact_id', 'in', ids).execute();
      return ids.map((id) => rows.find((row) => row.contact_id === id)?.stage_id ?? null);
    };
    expect(await stages()).toEqual([second!.id, second!.id, second!.id]);
    const history = await api.scope.selectFrom('pipeline_history').select(['contact_id', 'stage_name']).where('contact_id', 'in', [ids[0]!, ids[2]!]).execute();
    expect(history.filter((row) => row.stage_name === second!.name)).toHaveLength(2);
    expect((await undoEdit(api, edit.id)).json()).toMatchObject({ status: 'undone', undone: 2 });
    expect(await stages()).toEqual([first!.id, second!.id, null]);
    const unknown = await api.call('POST', '/contacts/bulk-edit', { ids, change: { action: 'set_stage', stage_id: 'nope' } });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'stage_not_found']);
  });

  it('covers the same contacts whether named by ids or matched by a filter, for every action', async () => {
    const { user, api } = await freshOrg(t);
    const { stages } = await defaultPipeline(t, user);
    const companyId = await api.company('Umbrella');
    const changes = [
      { action: 'set_owner', owner_id: user.sub },
      { action: 'add_tags', tags: 'both' },
      { action: 'remove_tags', tags: 'both' },
      { action: 'set_company', company_id: companyId },
      { action: 'set_stage', stage_id: stages[0]!.id },
    ];
    for (const change of changes) {
      const picked = await seed(api, 3, () => ({ company: 'Pickme', tags: change.action === 'remove_tags' ? 'both' : null }));
      await seed(api, 2, () => ({ company: 'Leaveme' }));
      const byFilter = await bulkEdit(api, { filter: { search: 'pickme' }, except_ids: [picked[2]], change });
      const byIds = await bulkEdit(api, { ids: picked.slice(0, 2), change });
      expect([change.action, byFilter.total, byFilter.changed]).toEqual([change.action, 2, 2]);
      // The same two again: already as the edit leaves them, nothing changed and nothing kept.
      expect([change.action, byIds.total, byIds.changed, byIds.undo_until]).toEqual([change.action, 2, 0, null]);
      expect((await undoEdit(api, byIds.id)).statusCode).toBe(404);
      expect((await undoEdit(api, byFilter.id)).json()).toMatchObject({ status: 'undone', undone: 2 });
      await api.scope.deleteFrom('pipeline_entries').execute();
      await api.scope.updateTable('contacts').set({ deleted_at: new Date().toISOString() }).where('deleted_at', 'is', null).execute();
    }
  });

  it('refuses both or neither of ids and filter, and an owner who is not a member', async () => {
    const { api } = await freshOrg(t);
    const ids = await seed(api, 1);
    const change = { action: 'add_tags', tags: 'x' };
    for (const body of [{ change }, { ids, filter: {}, change }, { ids, except_ids: ids, change }]) {
      const res = await api.call('POST', '/contacts/bulk-edit', body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'bulk_edit_target']);
    }
    const owner = await api.call('POST', '/contacts/bulk-edit', { ids, change: { action: 'set_owner', owner_id: 'stranger' } });
    expect([owner.statusCode, owner.json().code]).toEqual([400, 'owner_not_member']);
    const blank = await api.call('POST', '/contacts/bulk-edit', { ids, change: { action: 'add_tags', tags: ' , ' } });
    expect(blank.statusCode).toBe(400);
    // A misspelt filter key is refused, not dropped (which would edit every contact), and a
    // reversed range is refused as the list refuses it.
    const misspelt = await api.call('POST', '/contacts/bulk-edit', { filter: { tag_any: 'vip' }, change });
    expect(misspelt.statusCode).toBe(400);
    const reversed = await api.call('POST', '/contacts/bulk-edit', {
      filter: { created_from: '2026-02-01T00:00:00Z', created_to: '2026-01-01T00:00:00Z' },
      change,
    });
    expect([reversed.statusCode, reversed.json().code]).toEqual([400, 'filter_range_invalid']);
  });

  it('keeps a contact changed again since the edit out of its undo, and refuses an undo past its time', async () => {
    const { api } = await freshOrg(t);
    const ids = await seed(api, 2);
    const edit = await bulkEdit(api, { ids, change: { action: 'add_tags', tags: 'vip' } });
    await api.scope.updateTable('contacts').set({ tags: 'changed' }).where('id', '=', ids[0]!).execute();
    expect((await undoEdit(api, edit.id)).json()).toMatchObject({ status: 'undone', changed: 2, undone: 1 });
    expect(await column(api, ids, 'tags')).toEqual(['changed', null]);

    const late = await bulkEdit(api, { ids, change: { action: 'add_tags', tags: 'late' } });
    await api.scope
      .updateTable('bulk_edits')
      .set({ undo_until: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', late.id)
      .execute();
    const refused = await undoEdit(api, late.id);
    expect([refused.statusCode, refused.json().code]).toEqual([410, 'bulk_edit_undo_expired']);
    const unknown = await undoEdit(api, 'no-such-edit');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'bulk_edit_not_found']);
  });
});
