// What the load test's ledger must match: a sample looked up through the API, and every row of
// the organisation's contacts, notes, pipeline entries and history read from the tables.
import { inBatches, type ApiChild } from './api-child';
import type { Checks } from './checks';
import type { Ledger, Target } from './load-traffic';
import type { ScratchDatabase } from './scratch-db';

const SAMPLE = 100; // contacts of each kind looked up one by one through the API

/** Through the API: acknowledged deletes are 404, other acknowledged creates 200 with their notes. */
export async function verifyThroughApi(checks: Checks, api: ApiChild, org: string, ledger: Ledger): Promise<void> {
  const deleted = [...ledger.deleted].slice(0, SAMPLE);
  const live = [...ledger.created.keys()].filter((id) => !ledger.deleted.has(id)).slice(0, SAMPLE);
  const notesOf = new Map<string, string[]>();
  for (const [noteId, note] of ledger.notes) notesOf.set(note.contactId, [...(notesOf.get(note.contactId) ?? []), noteId]);
  const gone = await inBatches(deleted, 10, async (id) => ((await api.call(org, 'GET', `/contacts/${id}`)).status === 404 ? [] : [id]));
  checks.none(`load: API GET of ${deleted.length} acknowledged deletes is not 404`, gone.flat());
  const wrong = await inBatches(live, 10, async (id) => {
    const contact = await api.call(org, 'GET', `/contacts/${id}`);
    const notes = await api.call<{ notes: { id: string }[] }>(org, 'GET', `/contacts/${id}/notes`);
    const got = (notes.body?.notes ?? [])
      .map((n) => n.id)
      .sort()
      .join();
    return contact.status !== 200 || contact.body.email !== ledger.created.get(id) || got !== (notesOf.get(id) ?? []).sort().join() ? [id] : [];
  });
  checks.none(`load: API GET of ${live.length} acknowledged creates (contact and notes) differs`, wrong.flat());
}

/** Compares the tables with the ledger: every acknowledged write is there, and nothing else. */
export async function verifyTables(checks: Checks, database: ScratchDatabase, org: string, target: Target, ledger: Ledger): Promise<void> {
  const handle = database.open();
  try {
    const db = handle.db;
    const contacts = await db.selectFrom('contacts').select(['id', 'email', 'deleted_at']).where('org_slug', '=', org).execute();
    const rows = new Map(contacts.map((c) => [c.id, c]));
    const seeded = new Set(target.seeded);
    checks.equal('load: contact rows = seeded + acknowledged creates', contacts.length, target.seeded.length + ledger.created.size);
    checks.none(
      'load: acknowledged creates missing or not live (unless deleted)',
      [...ledger.created].filter(([id, email]) => {
        const row = rows.get(id);
        return !row || row.email !== email || (row.deleted_at === null) === ledger.deleted.has(id);
      }),
    );
    checks.none(
      'load: acknowledged deletes still live',
      [...ledger.deleted].filter((id) => rows.get(id)?.deleted_at == null),
    );
    checks.none(
      'load: contacts nobody was told about',
      contacts.filter((c) => !seeded.has(c.id) && !ledger.created.has(c.id)).map((c) => c.email),
    );
    checks.none(
      'load: seeded contacts deleted',
      target.seeded.filter((id) => rows.get(id)?.deleted_at != null),
    );
    const expectedLive = target.seeded.length + ledger.created.size - ledger.deleted.size;
    const counter = await db.selectFrom('contact_counts').select('live').where('org_slug', '=', org).executeTakeFirst();
    checks.equal('load: contact_counts (trigger-kept) = live contacts', Number(counter?.live), expectedLive);

    const notes = await db.selectFrom('notes').select(['id', 'contact_id', 'body']).where('org_slug', '=', org).execute();
    const noteRows = new Map(notes.map((n) => [n.id, n]));
    checks.none(
      'load: acknowledged notes missing or different',
      [...ledger.notes].filter(([id, n]) => {
        const row = noteRows.get(id);
        return !row || row.contact_id !== n.contactId || row.body !== n.body;
      }),
    );
    checks.none(
      'load: notes nobody was told about',
      notes.filter((n) => !ledger.notes.has(n.id)).map((n) => n.id),
    );

    const entries = await db.selectFrom('pipeline_entries').select(['contact_id', 'stage_id']).where('org_slug', '=', org).execute();
    const stageOf = new Map(entries.map((e) => [e.contact_id, e.stage_id]));
    checks.equal('load: pipeline entries = board contacts', entries.length, target.board.length);
    checks.none(
      'load: board contacts not in their last acknowledged stage',
      target.board.filter((id) => stageOf.get(id) !== ledger.stage.get(id)),
    );
    const history = await db
      .selectFrom('pipeline_history')
      .select(['contact_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('org_slug', '=', org)
      .groupBy('contact_id')
      .execute();
    const changes = new Map(history.map((h) => [h.contact_id, Number(h.n)]));
    checks.none(
      'load: history rows ≠ 1 add + acknowledged moves',
      target.board.filter((id) => changes.get(id) !== 1 + (ledger.moves.get(id) ?? 0)),
    );
  } finally {
    await handle.close();
  }
}
