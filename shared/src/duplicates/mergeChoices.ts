// The merge's choices as plain functions: which record stays, which value each field keeps, and
// what the API is sent. HubSpot's rule is the default: the primary's value, filled from the others
// (in their order) where the primary has none; the API applies the same rule to a field left out.

/** What a merge needs of a record: its id and when it was made (the oldest is the default primary). */
export interface MergeableRecord {
  id: string;
  created_at: string;
}

/** One field a merge chooses a value for, as the dialog shows it. */
export interface MergeField<R> {
  /** The API's name of the field (`values` is keyed by it). */
  key: string;
  label: string;
  /** The value as shown; null or blank when the record has none. */
  show: (record: R) => string | null;
}

/** Per field, the id of the record whose value wins; a field none of the records fills is absent. */
export type MergeWinners = Record<string, string>;

export const hasValue = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

const time = (record: MergeableRecord) => {
  const at = Date.parse(record.created_at);
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at;
};

/** The oldest record; on a tie (or dates that cannot be read) the first in the group's order. */
export function oldestOf<R extends MergeableRecord>(records: readonly R[]): R | undefined {
  return records.reduce<R | undefined>((oldest, record) => (!oldest || time(record) < time(oldest) ? record : oldest), undefined);
}

/** The records merged into the primary, in the group's order (the order `ids` is sent in). */
export function othersOf<R extends MergeableRecord>(records: readonly R[], primaryId: string): R[] {
  return records.filter((record) => record.id !== primaryId);
}

/** The default winner of one field: the primary if it has a value, else the first of the others that has one. */
export function defaultWinner<R extends MergeableRecord>(field: MergeField<R>, primary: R, others: readonly R[]): string | undefined {
  return [primary, ...others].find((record) => hasValue(field.show(record)))?.id;
}

/**
 * Every field's winner: the user's pick where it still names a record with a value, else the
 * default. `records` are the records in the merge, the primary among them.
 */
export function winnersOf<R extends MergeableRecord>(
  fields: readonly MergeField<R>[],
  records: readonly R[],
  primaryId: string,
  picks: MergeWinners,
): MergeWinners {
  const primary = records.find((record) => record.id === primaryId);
  if (!primary) return {};
  const others = othersOf(records, primaryId);
  const winners: MergeWinners = {};
  for (const field of fields) {
    const picked = records.find((record) => record.id === picks[field.key]);
    const winner = picked && hasValue(field.show(picked)) ? picked.id : defaultWinner(field, primary, others);
    if (winner) winners[field.key] = winner;
  }
  return winners;
}

/** The merge's body: every field whose value comes from a record other than the primary names it. */
export function mergeBody(records: readonly MergeableRecord[], primaryId: string, winners: MergeWinners) {
  const values = Object.fromEntries(Object.entries(winners).filter(([, id]) => id !== primaryId));
  const ids = othersOf(records, primaryId).map((record) => record.id);
  return Object.keys(values).length > 0 ? { primary_id: primaryId, ids, values } : { primary_id: primaryId, ids };
}

/** Tags of every record, once each (case ignored), in the order they first appear. */
export function unitedTags(lists: readonly (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const list of lists) {
    for (const tag of (list ?? '').split(',')) {
      const trimmed = tag.trim();
      if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
    }
  }
  return [...seen.values()];
}
