import { useCallback, useState } from 'react';
import { contactsApi, type ContactMatchQuery } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import { formatCount } from '@meridian/shared/format';
import { TOAST_WITH_ACTION_DURATION_MS, toast, useConfirm } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import { warnNotRestored } from '../utils/notRestored';
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
        const answer = await undoDelete(batchId);
        setHidden((prev) => new Set([...prev].filter((id) => !ids.has(id))));
        toast.success(t('contacts.deleteMatching.restored', { count: answer.restored }));
        warnNotRestored(answer);
      } catch (err) {
        console.error(err);
        toast.error(t('contacts.deleteMatching.restoreFailed'));
      } finally {
        void revalidate();
      }
    },
    [revalidate],
  );

  /** Resolves true once deleted (false when not confirmed or failed). */
  const run = useCallback(
    async ({ query, count, countCapped = false, exceptIds, loadedIds }: DeleteMatchingRequest): Promise<boolean> => {
      const confirmed = await confirm({
        title: t('contacts.deleteMatching.title'),
        message: t('contacts.deleteMatching.message', { capped: countCapped ? 'yes' : 'no', count, total: formatCount(count) }),
        confirmLabel: t('contacts.delete.confirm'),
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
        toast.success(t('contacts.deleteMatching.deleted', { count: result.deleted }), {
          duration: TOAST_WITH_ACTION_DURATION_MS,
          ...(batchId ? { action: { label: t('contacts.deleteMatching.undo'), onClick: () => void undo(batchId, gone) } } : {}),
        });
        return true;
      } catch (err) {
        console.error(err);
        toast.error(t('contacts.deleteMatching.failed'));
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
