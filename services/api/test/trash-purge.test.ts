// The Trash's purge job (db/trash-purge.ts): what was deleted more than TRASH_DAYS ago goes for
// good, every organisation's, through the erasure's path; what is younger stays restorable.
import { sql } from 'kysely';
import { purgeTrash } from '../src/db/trash-purge';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { bob } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('the purge job', () => {
  it('reads TRASH_DAYS and TRASH_PURGE_EVERY_MS', () => {
    expect(loadConfig({})).toMatchObject({ trashDays: 30, trashPurgeEveryMs: 3_600_000 });
    expect(loadConfig({ TRASH_DAYS: '90', TRASH_PURGE_EVERY_MS: '60000' })).toMatchObject({ trashDays: 90, trashPurgeEveryMs: 60_000 });
    expect(() => loadConfig({ TRASH_DAYS: '0' })).toThrow('TRASH_DAYS must be a positive integer');
  });

  it('purges what stayed longer than the Trash keeps it, in every organisation, and leaves the rest', async () => {
    const a = contactsApi(t);
    const b = contactsApi(t, bob);
    const old = await a.create({ first: 'Old', last: 'Purgatorio' });
    await a.addNote(old.id, 'Old note');
    const young = await a.create({ first: 'Young', last: 'Kept' });
    const keptNote = await a.addNote(young.id, 'Deleted long ago');
    const otherOrg = await b.create({ first: 'Other', last: 'Org' });
    const company = await a.company('Old Company');
    await a.call('DELETE', `/contacts/${young.id}/notes/${keptNote.id}`);
    for (const [api, id] of [
      [a, old.id],
      [a, young.id],
      [b, otherOrg.id],
    ] as const) {
      await api.remove(id);
    }
    await a.setCompanyDeleted(company, true);
    // Backdated: the young contact was deleted yesterday, everything else 31 days ago.
    const backdate = (api: ReturnType<typeof contactsApi>, table: 'contacts' | 'companies' | 'notes', ids: string[], days: number) =>
      api.scope
        .updateTable(table)
        .set({ deleted_at: daysAgo(days) })
        .where(`${table}.id` as 'id', 'in', ids)
        .execute();
    await backdate(a, 'contacts', [old.id], 31);
    await backdate(a, 'contacts', [young.id], 1);
    await backdate(b, 'contacts', [otherOrg.id], 31);
    await backdate(a, 'companies', [company], 31);
    await backdate(a, 'notes', [keptNote.id], 31);

    expect(await purgeTrash(t.db.db, t.db.dialect, 30)).toEqual({ contacts: 2, companies: 1, notes: 1, files: 0 });
    expect(await a.scope.selectFrom('contacts').select('first').orderBy('first').execute()).toEqual([{ first: 'Young' }]);
    expect(await b.scope.selectFrom('contacts').select('id').execute()).toEqual([]);
    expect(await a.scope.selectFrom('notes').select('body').execute()).toEqual([]);
    expect(await a.scope.selectFrom('companies').select('id').execute()).toEqual([]);
    const trash = (await a.call('GET', '/trash')).json();
    expect(trash.items).toEqual([expect.objectContaining({ id: young.id, days_left: 29 })]);
    const erased = await a.scope.selectFrom('audit_events').select(['action', 'record_type', 'actor_id']).where('action', '=', 'erased').execute();
    expect(erased).toHaveLength(3); // organisation A's contact, company and note, by the system
    expect(erased.every((e) => e.actor_id === null)).toBe(true);
    // The purged note's events keep that it was written and deleted, not its text.
    const noteEvents = await a.scope.selectFrom('audit_events').select(['action', 'record_name', 'changes']).where('record_id', '=', keptNote.id).execute();
    expect(noteEvents.map((e) => e.action).sort()).toEqual(['created', 'deleted']);
    expect(noteEvents.every((e) => e.record_name === null && e.changes === '[]')).toBe(true);
    // SQLite: no word of a purged contact is left in the search index's segments.
    if (t.db.dialect === 'sqlite') {
      const { rows } = await sql<{ block: Buffer | null }>`select block from contacts_search_data`.execute(t.db.db);
      expect(rows.some((r) => r.block?.toString('latin1').includes('purgatorio'))).toBe(false);
    }
    // Nothing left: a second run purges nothing.
    expect(await purgeTrash(t.db.db, t.db.dialect, 30)).toEqual({ contacts: 0, companies: 0, notes: 0, files: 0 });
  });
});
