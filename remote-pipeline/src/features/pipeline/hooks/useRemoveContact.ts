import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { keys, keysOf, pipelineApi } from '@meridian/shared/api';
import { useRevalidate, withMutationRetry } from '@meridian/shared/data';
import { TOAST_WITH_ACTION_DURATION_MS, useToast } from '@meridian/shared/ui';

const removeFromPipeline = withMutationRetry(pipelineApi.remove);

/** What the Undo of a removal needs: who it was and which stage it stood in. */
export interface RemovedCard {
  contactId: string;
  name: string;
  stageId: string;
  stageName: string;
}

/**
 * Takes a contact off the board, then reloads the board (SPEC §4); a failure is a toast. Like a
 * delete, the removal toast offers Undo for 8 s, which puts the contact back in the same stage.
 */
export function useRemoveContact(pipelineId: string, pipelineName: string) {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  const toast = useToast();
  const [removingIds, setRemovingIds] = useState<ReadonlySet<string>>(new Set());

  const refresh = useCallback(async () => {
    await mutate(keys.board(pipelineId));
    void revalidate(keysOf('pipelineStatus', 'history', 'contacts'));
  }, [mutate, pipelineId, revalidate]);

  const undo = useCallback(
    async ({ contactId, name, stageId, stageName }: RemovedCard) => {
      try {
        await pipelineApi.add(contactId, stageId);
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
        await removeFromPipeline(contactId);
        toast.success(`Removed ${name} from ${pipelineName}`, {
          duration: TOAST_WITH_ACTION_DURATION_MS,
          action: { label: 'Undo', onClick: () => void undo(card) },
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
