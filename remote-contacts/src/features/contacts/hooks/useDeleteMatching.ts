import { useCallback, useState } from 'react';
import { contactsApi, type ContactMatchQuery } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import { formatCount, pluralize } from '@meridian/shared/format';
import { TOAST_WITH_ACTION_DURATION_MS, toast, useConfirm } from '@meridian/shared/ui';
import { useRevalidateContacts } from './useRevalidateContacts';

// Not retried: a second try after a lost answer would delete nothing and undo nothing.
const deleteMatching = (query: ContactMatchQuery, exceptIds: readonly string[]) => contactsApi.deleteMatching(query, exceptIds);
const undoDelete = withMutationRetry((batchId: string) => contactsApi.undoDeleteMatching(batchId));

export interface DeleteMatchingRequest {
  query: ContactMatchQuery;
  /** How many the bar says are selected (for the question). */
  count: number;
  /** `count` is a lower bound (more than 10,000 match): asked as '10,000+ contacts'. */
  countCapped?: boolean;
  exceptIds: readonly string[];
  /** The loaded cards to hide at once (those not excepted). */
  loadedIds: readonly string[];
}

/**
 * Deletes every contact of the search through the API after a confirmation, hides the loaded
 * cards, and toasts 'Deleted N contact(s)' with Undo (docs/PRODUCT.md §4), which restores the same contacts.
 */
export function useDeleteMatching() {
  const confirm = useConfirm();
  const revalidate = useRevalidateContacts();
  const [busy, setBusy] = useState(false);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());

  const undo = useCallback(
    async (batchId: string, ids: ReadonlySet<string>) => {
      try {
        const { restored } = await undoDelete(batchId);
        setHidden((prev) => new Set([...prev].filter((id) => !ids.has(id))));
        toast.success(`Restored ${formatCount(restored)} contact(s)`);
      } catch (err) {
        console.error(err);
        toast.error('Failed to restore contacts');
      } finally {
        void revalidate();
      }
    },
    [revalidate],
  );

  /** Resolves true once deleted (false when not confirmed or failed). */
  const run = useCallback(
    async ({ query, count, countCapped = false, exceptIds, loadedIds }: DeleteMatchingRequest): Promise<boolean> => {
      const contacts = countCapped ? `${formatCount(count)}+ contacts` : pluralize(count, 'contact');
      const confirmed = await confirm({
        title: 'Delete contacts',
        message: `Are you sure you want to delete ${contacts}? You can undo this right after.`,
        confirmLabel: 'Delete',
        tone: 'danger',
      });
      if (!confirmed) return false;
      setBusy(true);
      try {
        const result = await deleteMatching(query, exceptIds);
        const except = new Set(exceptIds);
        const gone = new Set(loadedIds.filter((id) => !except.has(id)));
        setHidden((prev) => new Set([...prev, ...gone]));
        const { batch_id: batchId } = result;
        toast.success(`Deleted ${formatCount(result.deleted)} contact(s)`, {
          duration: TOAST_WITH_ACTION_DURATION_MS,
          ...(batchId ? { action: { label: 'Undo', onClick: () => void undo(batchId, gone) } } : {}),
        });
        return true;
      } catch (err) {
        console.error(err);
        toast.error('Error deleting contacts');
        return false;
      } finally {
        setBusy(false);
        void revalidate();
      }
    },
    [confirm, revalidate, undo],
  );

  return { run, busy, hidden };
}
