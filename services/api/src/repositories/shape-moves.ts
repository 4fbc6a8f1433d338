// The cards a stage or pipeline deletion moves: read before the move, then recorded as board
// moves are: a pipeline_history row each (the board's history, with a note saying why) and a
// 'stage_moved' audit event each; a card dropped because its contact already is in the target
// pipeline gets a 'pipeline_removed' event and keeps its history.
import type { TenantScope } from '../db/tenant-scope';
import { audit, type AuditActor, type AuditEntry } from './audit-log';
import { contactDisplayName } from './contact-name';
import { stageHistoryRow, type HistoryStage } from './pipeline-history';

/** Rows per history insert: ten columns each stays far below SQLite's bound parameters limit. */
const ROWS_PER_INSERT = 300;

/** A card about to move: its contact (live or in its undo window) and the stage it leaves. */
export interface ShapedCard {
  contact_id: string;
  stage_id: string;
  first: string;
  last: string;
  company_id: string | null;
  deleted_at: string | null;
}

/** Every entry of the pipeline (or of one of its stages), soft-deleted contacts' included: they move too, so an undo of their deletion finds them in the target. */
export function cardsIn(tx: TenantScope, where: { pipelineId: string } | { stageId: string }): Promise<ShapedCard[]> {
  let query = tx
    .selectFrom('pipeline_entries')
    .innerJoin('contacts', (j) => j.onRef('contacts.org_slug', '=', 'pipeline_entries.org_slug').onRef('contacts.id', '=', 'pipeline_entries.contact_id'))
    .select(['pipeline_entries.contact_id', 'pipeline_entries.stage_id', 'contacts.first', 'contacts.last', 'contacts.company_id', 'contacts.deleted_at']);
  query =
    'pipelineId' in where ? query.where('pipeline_entries.pipeline_id', '=', where.pipelineId) : query.where('pipeline_entries.stage_id', '=', where.stageId);
  return query.execute();
}

/** Cards the board shows (their contact is not deleted): what the refusals and the answers count. */
export function liveCount(cards: readonly ShapedCard[]): number {
  return cards.filter((card) => card.deleted_at === null).length;
}

function dealEvent(card: ShapedCard, action: 'stage_moved' | 'pipeline_removed', from: string | null, to: string | null): AuditEntry {
  return {
    action,
    record_type: 'deal',
    record_id: card.contact_id,
    record_name: contactDisplayName(card),
    contact_id: card.contact_id,
    company_id: card.company_id,
    changes: [{ field: 'stage', from, to }],
  };
}

export interface CardMoves {
  moved: readonly ShapedCard[];
  dropped?: readonly ShapedCard[];
  /** Stage names by id, for the stage each card left. */
  stageNames: ReadonlyMap<string, string>;
  target: HistoryStage;
  notes: string;
}

/** The history rows and audit events of moved (and dropped) cards, in the transaction that moved them. */
export async function recordCardMoves(tx: TenantScope, actor: AuditActor, moves: CardMoves, now: string): Promise<void> {
  const change = { actor: actor.name, actorId: actor.id, notes: moves.notes };
  const rows = moves.moved.map((card) => stageHistoryRow(card.contact_id, moves.target, now, change));
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await tx.insertInto('pipeline_history', rows.slice(i, i + ROWS_PER_INSERT)).execute();
  const from = (card: ShapedCard) => moves.stageNames.get(card.stage_id) ?? null;
  const events = [
    ...moves.moved.map((card) => dealEvent(card, 'stage_moved', from(card), moves.target.name)),
    ...(moves.dropped ?? []).map((card) => dealEvent(card, 'pipeline_removed', from(card), null)),
  ];
  if (events.length) await audit(tx, actor, events, now);
}
