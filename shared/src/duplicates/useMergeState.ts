import { useMemo, useState } from 'react';
import { MERGE_MAX } from '@meridian/contract';
import { mergeBody, oldestOf, winnersOf, type MergeableRecord, type MergeField, type MergeWinners } from './mergeChoices';

/**
 * The merge dialog's choices over a group's records: which take part (the first MERGE_MAX at
 * first, never fewer than two), which stays (the oldest unless chosen) and, per field, the value
 * that wins (HubSpot's rule unless picked). A pick survives a change of primary; one naming a
 * record left out falls back to the rule.
 */
export function useMergeState<R extends MergeableRecord>(records: readonly R[], fields: readonly MergeField<R>[]) {
  const [includedIds, setIncludedIds] = useState<ReadonlySet<string>>(() => new Set(records.slice(0, MERGE_MAX).map((record) => record.id)));
  const included = useMemo(() => records.filter((record) => includedIds.has(record.id)), [records, includedIds]);
  const [chosenPrimary, setPrimary] = useState<string | null>(null);
  const primaryId = chosenPrimary && includedIds.has(chosenPrimary) ? chosenPrimary : (oldestOf(included)?.id ?? '');
  const [picks, setPicks] = useState<MergeWinners>({});
  const winners = useMemo(() => winnersOf(fields, included, primaryId, picks), [fields, included, primaryId, picks]);

  const toggle = (id: string) =>
    setIncludedIds((was) => {
      const next = new Set(was);
      if (next.has(id)) {
        if (next.size > 2) next.delete(id);
      } else if (next.size < MERGE_MAX) next.add(id);
      return next;
    });

  return {
    included,
    isIncluded: (id: string) => includedIds.has(id),
    /** Whether the record's box may change: two stay in, at most MERGE_MAX go in. */
    canToggle: (id: string) => (includedIds.has(id) ? includedIds.size > 2 : includedIds.size < MERGE_MAX),
    toggle,
    primaryId,
    setPrimary,
    winners,
    pick: (field: string, id: string) => setPicks((was) => ({ ...was, [field]: id })),
    body: () => mergeBody(included, primaryId, winners),
  };
}

export type MergeState<R extends MergeableRecord> = ReturnType<typeof useMergeState<R>>;
