import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { keys, keysOf, pipelineApi } from '@meridian/shared/api';
import { useRevalidate, withMutationRetry } from '@meridian/shared/data';
import { useToast } from '@meridian/shared/ui';

const removeFromPipeline = withMutationRetry(pipelineApi.remove);

/** Takes a contact off the board, then reloads the board (SPEC §4); a failure is a toast. */
export function useRemoveContact(pipelineId: string) {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  const toast = useToast();
  const [removingIds, setRemovingIds] = useState<ReadonlySet<string>>(new Set());

  const remove = useCallback(
    async (contactId: string) => {
      setRemovingIds((ids) => new Set(ids).add(contactId));
      try {
        await removeFromPipeline(contactId);
        await mutate(keys.board(pipelineId));
        void revalidate(keysOf('pipelineStatus', 'history', 'contacts'));
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
    [mutate, pipelineId, revalidate, toast],
  );

  return { remove, removingIds };
}
