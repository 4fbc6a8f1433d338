import { useCallback, useEffect, useRef, useState } from 'react';
import { BULK_EDIT_UNDO_MS, type BulkEdit, type BulkEditChange } from '@meridian/shared/model';
import { contactsApi, errorText } from '@meridian/shared/api';
import { toast, useConfirm } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import type { BulkEditTarget } from '../utils/bulkEditTarget';
import { followBulkEdit } from '../utils/followBulkEdit';
import { useRevalidateContacts } from './useRevalidateContacts';

export interface BulkEditRequest {
  target: BulkEditTarget;
  change: BulkEditChange;
  /** The question that names the count and the value: 'Change the owner of 1,234 contacts to Sam Lee?' */
  question: string;
}

/** A job's progress for the page's panel: an edit over 10,000 contacts, or the undo of one. */
export interface BulkEditProgress {
  kind: 'edit' | 'undo';
  processed: number;
  total: number;
}

/**
 * Bulk edit of the selection or of all matching (docs/PRODUCT.md §2.4): asks with the count, sends
 * POST /contacts/bulk-edit, follows a job's progress past 10,000, then toasts 'N contacts updated'
 * with Undo for BULK_EDIT_UNDO_MS. `run` resolves true once the edit is done (the page then clears
 * its selection); a refusal or a failed job keeps it.
 */
export function useBulkEdit() {
  const confirm = useConfirm();
  const revalidate = useRevalidateContacts();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<BulkEditProgress | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const follow = useCallback(async (edit: BulkEdit, kind: BulkEditProgress['kind']) => {
    try {
      return await followBulkEdit(edit, {
        onProgress: ({ processed, total }) => setProgress({ kind, processed, total }),
        watching: () => mounted.current,
      });
    } finally {
      setProgress(null);
    }
  }, []);

  const undo = useCallback(
    async (edit: BulkEdit) => {
      setBusy(true);
      try {
        const started = await contactsApi.undoBulkEdit(edit.id);
        const ended = await follow(started, 'undo');
        if (!ended) return;
        if (ended.status === 'undone') toast.success(t('contacts.bulkEdit.undone', { count: edit.changed }));
        else toast.error(t('contacts.bulkEdit.undoFailed'));
      } catch (err) {
        console.error(err);
        toast.error(errorText(err, t('contacts.bulkEdit.undoFailed')));
      } finally {
        setBusy(false);
        void revalidate();
      }
    },
    [follow, revalidate],
  );

  const run = useCallback(
    async ({ target, change, question }: BulkEditRequest): Promise<boolean> => {
      const confirmed = await confirm({ title: t('contacts.bulkEdit.confirmTitle'), message: question, confirmLabel: t('contacts.bulkEdit.apply') });
      if (!confirmed) return false;
      setBusy(true);
      try {
        const ended = await follow(await contactsApi.bulkEdit({ ...target, change }), 'edit');
        if (!ended) return false;
        if (ended.status !== 'done') {
          toast.error(t('contacts.bulkEdit.failed'));
          return false;
        }
        toast.success(t('contacts.bulkEdit.done', { count: ended.changed }), {
          duration: BULK_EDIT_UNDO_MS,
          action: { label: t('contacts.bulkEdit.undo'), onClick: () => void undo(ended) },
        });
        return true;
      } catch (err) {
        console.error(err);
        toast.error(errorText(err, t('contacts.bulkEdit.failed')));
        return false;
      } finally {
        setBusy(false);
        void revalidate();
      }
    },
    [confirm, follow, revalidate, undo],
  );

  return { run, busy, progress };
}
