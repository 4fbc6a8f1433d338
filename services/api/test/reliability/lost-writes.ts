// The writes of a restart whose answer never came (the connection died with the process): each
// may or may not have landed. Looked up in the tables by what the client sent (the email of a
// create, the body of a note, the contact of a delete or move); the ones that landed are folded
// into the ledger as if acknowledged, so the load test's checks then hold it to exactly that.
// Anything a lost write cannot explain (a move to a stage nobody asked for) is left for them to fail.
import type { Ledger } from './load-traffic';
import type { ScratchDatabase } from './scratch-db';

export interface LostTally {
  landed: number;
  notLanded: number;
}

export async function foldLostWrites(database: ScratchDatabase, org: string, ledger: Ledger): Promise<LostTally> {
  const tally: LostTally = { landed: 0, notLanded: 0 };
  const count = (landed: boolean) => (landed ? tally.landed++ : tally.notLanded++);
  const handle = database.open();
  try {
    const db = handle.db;
    for (const lost of ledger.lost) {
      if (lost.op === 'create') {
        const row = await db.selectFrom('contacts').select('id').where('org_slug', '=', org).where('email', '=', lost.email).executeTakeFirst();
        if (row) ledger.created.set(row.id, lost.email);
        count(Boolean(row));
      } else if (lost.op === 'note') {
        const row = await db.selectFrom('notes').select('id').where('org_slug', '=', org).where('body', '=', lost.body).executeTakeFirst();
        if (row) ledger.notes.set(row.id, { contactId: lost.contactId, body: lost.body });
        count(Boolean(row));
      } else if (lost.op === 'delete') {
        const row = await db.selectFrom('contacts').select('deleted_at').where('org_slug', '=', org).where('id', '=', lost.contactId).executeTakeFirst();
        if (row?.deleted_at != null) ledger.deleted.add(lost.contactId);
        count(row?.deleted_at != null);
      }
    }
    // Moves: per contact, the history holds 1 (the add) + acknowledged + landed lost moves; the stage
    // is that of the last acknowledged move, or of a lost one sent after it.
    const lostMoves = ledger.lost.flatMap((lost) => (lost.op === 'move' ? [lost] : []));
    for (const contactId of new Set(lostMoves.map((m) => m.contactId))) {
      const acked = ledger.moves.get(contactId) ?? 0;
      const mine = lostMoves.filter((m) => m.contactId === contactId);
      const history = await db
        .selectFrom('pipeline_history')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('org_slug', '=', org)
        .where('contact_id', '=', contactId)
        .executeTakeFirst();
      const entry = await db
        .selectFrom('pipeline_entries')
        .select('stage_id')
        .where('org_slug', '=', org)
        .where('contact_id', '=', contactId)
        .executeTakeFirst();
      const landed = Number(history?.n) - 1 - acked;
      if (landed < 0 || landed > mine.length) continue;
      if (landed && entry && mine.some((m) => m.after === acked && m.stageId === entry.stage_id)) ledger.stage.set(contactId, entry.stage_id);
      if (landed) ledger.moves.set(contactId, acked + landed);
      tally.landed += landed;
      tally.notLanded += mine.length - landed;
    }
  } finally {
    await handle.close();
  }
  return tally;
}
