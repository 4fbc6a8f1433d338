import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { keys, keysOf, pipelineApi } from '@meridian/shared/api';
import { useRevalidate, withMutationRetry } from '@meridian/shared/data';
import type { Deal } from '@meridian/shared/model';
import { TOAST_WITH_ACTION_DURATION_MS, useToast } from '@meridian/shared/ui';
import { otherBoards } from '../utils/boardKeys';
import { dealBodyOf } from '../utils/dealBodyOf';

const removeFromPipeline = withMutationRetry(pipelineApi.remove);

/** What the Undo of a removal needs: who it was, which stage it stood in, and the deal it held. */
export interface RemovedCard {
  contactId: string;
  name: string;
  stageId: string;
  stageName: string;
  /** The card's deal as the board showed it; the removal's answer, when it has one, wins. */
  deal?: Deal;
}

/**
 * Takes a contact off the board, then reloads the board (SPEC §4); a failure is a toast. Like a
 * delete, the removal toast offers Undo for 8 s, which puts the contact back in the same stage
 * with its deal (value, currency, close date, owner, next step), so the totals come back too.
 */
export function useRemoveContact(pipelineId: string, pipelineName: string, ownerId: string | null = null) {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  const toast = useToast();
  const [removingIds, setRemovingIds] = useState<ReadonlySet<string>>(new Set());

  const refresh = useCallback(async () => {
    const key = keys.board(pipelineId, ownerId);
    await mutate(key);
    void revalidate(otherBoards(key));
    void revalidate(keysOf('pipelineStatus', 'history', 'contacts', 'deal'));
  }, [mutate, ownerId, pipelineId, revalidate]);

  const undo = useCallback(
    async ({ contactId, name, stageId, stageName, deal }: RemovedCard) => {
      try {
        await pipelineApi.add(contactId, stageId, deal ? dealBodyOf(deal) : undefined);
        toast.success(`Put ${name} back in ${stageName}`);
      } catch {
        toast.error(`Failed to put ${name} back in ${stageName}`);
      } finally {
        await refresh();
      }
    },
    [refresh, toast],
  );

  const remove = useCallback(
    async (card: RemovedCard) => {
      const { contactId, name } = card;
      setRemovingIds((ids) => new Set(ids).add(contactId));
      try {
        const answer = await removeFromPipeline(contactId);
        const removed: RemovedCard = { ...card, deal: answer?.deal ?? card.deal };
        toast.success(`Removed ${name} from ${pipelineName}`, {
          duration: TOAST_WITH_ACTION_DURATION_MS,
          action: { label: 'Undo', onClick: () => void undo(removed) },
        });
        await refresh();
      } catch {
        toast.error('Failed to remove contact from pipeline');
      } finally {
        setRemovingIds((ids) => {
          const next = new Set(ids);
          next.delete(contactId);
          return next;
        });
      }
    },
    [pipelineName, refresh, toast, undo],
  );

  return { remove, removingIds };
}
