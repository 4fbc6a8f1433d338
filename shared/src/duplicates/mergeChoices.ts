// The merge's choices as plain functions: which record stays, which value each field keeps, and
// what the API is sent. HubSpot's rule is the default, the contract's mergeWinners that the API
// applies too: the primary's value, filled from the others (in their order) where it has none.
import { mergeWinners } from '@meridian/contract';

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

/** Per field, the id of the record whose value wins (the primary where no record fills it). */
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

/**
 * Every field's winner: the user's pick where it still names a record with a value, else the
 * rule's. `records` are the records in the merge, the primary among them.
 */
export function winnersOf<R extends MergeableRecord>(
  fields: readonly MergeField<R>[],
  records: readonly R[],
  primaryId: string,
  picks: MergeWinners,
): MergeWinners {
  const primary = records.find((record) => record.id === primaryId);
  if (!primary) return {};
  const filled = (record: R, key: string) => hasValue(fields.find((field) => field.key === key)?.show(record));
  const candidates = [primary, ...othersOf(records, primaryId)].map((record) => ({ id: record.id, isEmpty: (key: string) => !filled(record, key) }));
  const chosen = Object.fromEntries(Object.entries(picks).filter(([key, id]) => records.some((record) => record.id === id && filled(record, key))));
  return mergeWinners(
    fields.map((field) => field.key),
    candidates,
    chosen,
  );
}

/** The merge's body: every field whose value comes from a record other than the primary names it. */
export function mergeBody(records: readonly MergeableRecord[], primaryId: string, winners: MergeWinners) {
  const values = Object.fromEntries(Object.entries(winners).filter(([, id]) => id !== primaryId));
  const ids = othersOf(records, primaryId).map((record) => record.id);
  return Object.keys(values).length > 0 ? { primary_id: primaryId, ids, values } : { primary_id: primaryId, ids };
}
