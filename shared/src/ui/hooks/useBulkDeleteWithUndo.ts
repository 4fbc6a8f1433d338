import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '@meridian/shared/i18n';
import { toast } from '../toast/toast';
import { TOAST_WITH_ACTION_DURATION_MS } from '../toast/toastDurations';

/**
 * What is deleted. The toasts' words are the common catalogue's, chosen by `plural`: 'contacts'
 * (docs/PRODUCT.md §8's 'Deleted N contact(s)'), 'companies' ('Deleted 1 company'); anything else reads as items.
 */
export interface BulkDeleteNoun {
  plural: string;
  singular?: string;
  /** Not used: the counted texts are the catalogue's plurals, in the current language. */
  count?: (count: number) => string;
}

export interface BulkDeleteOptions<Id extends string> {
  deleteOne: (id: Id) => Promise<unknown>;
  /** Brings back the deleted records (Undo); an answer with `restored` says how many came back (some may not: a contact whose email another has now). */
  restore: (ids: Id[]) => Promise<unknown>;
  noun: BulkDeleteNoun;
  /** After the deletes settle and after a restore: revalidate the lists here. */
  onChanged?: () => void;
}

export interface BulkDeleteResult<Id extends string> {
  deleted: Id[];
  failed: Id[];
}

export interface BulkDeleteWithUndo<Id extends string> {
  run: (ids: readonly Id[]) => Promise<BulkDeleteResult<Id>>;
  /** True while deletes are in flight ('Deleting...'). */
  busy: boolean;
}

const restoredCount = (answer: unknown) => {
  const restored = (answer as { restored?: unknown } | null | undefined)?.restored;
  return typeof restored === 'number' ? restored : undefined;
};

/**
 * docs/PRODUCT.md §4 bulk delete: delete all, toast 'Deleted N contact(s)' for 8 s with Undo, which restores
 * and toasts 'Restored N contact(s)'. Texts follow docs/PRODUCT.md §8 with the given noun.
 */
export function useBulkDeleteWithUndo<Id extends string = string>(options: BulkDeleteOptions<Id>): BulkDeleteWithUndo<Id> {
  const [busy, setBusy] = useState(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const undo = useCallback(async (ids: Id[]): Promise<void> => {
    const { restore, noun } = latest.current;
    try {
      const answer = await restore(ids);
      toast.success(t('common.bulk.restored', { kind: noun.plural, count: restoredCount(answer) ?? ids.length }));
    } catch (err) {
      console.error(err);
      toast.error(t('common.bulk.restoreFailed', { kind: noun.plural }));
    } finally {
      latest.current.onChanged?.();
    }
  }, []);

  const run = useCallback(
    async (ids: readonly Id[]): Promise<BulkDeleteResult<Id>> => {
      const { deleteOne, noun } = latest.current;
      const result: BulkDeleteResult<Id> = { deleted: [], failed: [] };
      setBusy(true);
      try {
        const settled = await Promise.allSettled(ids.map((id) => deleteOne(id)));
        settled.forEach((s, i) => (s.status === 'fulfilled' ? result.deleted : result.failed).push(ids[i]));
        latest.current.onChanged?.();

        const deleted = result.deleted;
        if (deleted.length > 0) {
          toast.success(t('common.bulk.deleted', { kind: noun.plural, count: deleted.length }), {
            duration: TOAST_WITH_ACTION_DURATION_MS,
            action: { label: t('common.undo'), onClick: () => undo(deleted) },
          });
        }
        if (result.failed.length > 0) {
          toast.error(t('common.bulk.deleteFailed', { kind: noun.plural, count: result.failed.length }));
        }
      } catch (err) {
        console.error(err);
        toast.error(t('common.bulk.deleteError', { kind: noun.plural }));
      } finally {
        setBusy(false);
      }
      return result;
    },
    [undo],
  );

  return { run, busy };
}
