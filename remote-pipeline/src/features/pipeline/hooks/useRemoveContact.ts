import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { keys, keysOf, type BoardActivityFilter } from '@meridian/shared/api';
import { useRevalidate } from '@meridian/shared/data';
import { toast } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import { otherBoards } from '../utils/boardKeys';
import type { RemovedCard } from '../utils/removeCard';

/**
 * Takes a contact off the board, then reloads the board (docs/PRODUCT.md §4); a failure is a toast. Like a
 * delete, the removal toast offers Undo for 8 s, which puts the contact back in the same stage
 * with its deal (value, currency, close date, owner, next step), so the totals come back too.
 */
export function useRemoveContact(pipelineId: string, pipelineName: string, ownerId: string | null = null, activity: BoardActivityFilter | null = null) {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  const [removingIds, setRemovingIds] = useState<ReadonlySet<string>>(new Set());

  const refresh = useCallback(async () => {
    const key = keys.board(pipelineId, ownerId, activity);
    await mutate(key);
    void revalidate(otherBoards(key));
    void revalidate(keysOf('pipelineStatus', 'history', 'contacts', 'deal'));
  }, [activity, mutate, ownerId, pipelineId, revalidate]);

  const remove = useCallback(
    async (card: RemovedCard) => {
      setRemovingIds((ids) => new Set(ids).add(card.contactId));
      try {
        const { removeCard } = await import('../utils/removeCard');
        await removeCard(card, { pipelineId, pipelineName, refresh });
      } catch {
        toast.error(t('pipeline.remove.failed'));
      } finally {
        setRemovingIds((ids) => {
          const next = new Set(ids);
          next.delete(card.contactId);
          return next;
        });
      }
    },
    [pipelineId, pipelineName, refresh],
  );

  return { remove, removingIds };
}
