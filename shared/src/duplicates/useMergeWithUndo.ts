import { useCallback, useEffect, useRef, useState } from 'react';
import { MERGE_UNDO_MS } from '@meridian/contract';
import { errorText } from '@meridian/shared/api';
import { t } from '@meridian/shared/i18n';
import { toast } from '@meridian/shared/ui';
import type { DuplicateKind, MergeRequest } from './MergeDialog';

/** What a merge answers that the toast needs. */
export interface MergeOutcome {
  merged: number;
  batch_id: string;
}

export interface MergeWithUndoOptions<A extends MergeOutcome> {
  kind: DuplicateKind;
  merge: (request: MergeRequest) => Promise<A>;
  undo: (batchId: string) => Promise<unknown>;
  /** The name of the record that stayed, for the toast. */
  nameOf: (answer: A) => string;
  /** After a merge and after its Undo (either way): revalidate the groups, counts and lists here. */
  onChanged: () => void;
}

/**
 * Sends a merge; on success toasts 'Merged 3 contacts into Ada Lovelace' for the undo window
 * (8 s, as a bulk delete) with Undo, which brings the others back ('Merge undone'). A refusal is
 * thrown to the dialog, which shows it. Not retried: a merge sent twice would find its records gone.
 * `gone` holds the records merged away until an Undo brings them back: the page hides them (and a
 * group left with one record) at once, before the groups are fetched again.
 */
export function useMergeWithUndo<A extends MergeOutcome>(options: MergeWithUndoOptions<A>) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());

  const undo = useCallback(async (batchId: string, ids: readonly string[]) => {
    const { kind, undo: sendUndo } = latest.current;
    try {
      await sendUndo(batchId);
      setGone((was) => new Set([...was].filter((id) => !ids.includes(id))));
      toast.success(t('common.duplicates.undone', { kind }));
    } catch (err) {
      toast.error(errorText(err, t('common.duplicates.undoFailed', { kind })));
    } finally {
      latest.current.onChanged();
    }
  }, []);

  const merge = useCallback(
    async (request: MergeRequest): Promise<A> => {
      const { kind, merge: send, nameOf, onChanged } = latest.current;
      const answer = await send(request);
      setGone((was) => new Set([...was, ...request.ids]));
      onChanged();
      toast.success(t('common.duplicates.merged', { kind, count: answer.merged + 1, name: nameOf(answer) }), {
        duration: MERGE_UNDO_MS,
        action: { label: t('common.undo'), onClick: () => void undo(answer.batch_id, request.ids) },
      });
      return answer;
    },
    [undo],
  );
  return { merge, gone };
}
