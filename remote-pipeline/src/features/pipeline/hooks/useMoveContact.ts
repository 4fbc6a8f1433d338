import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { keys, keysOf, pipelineApi, type BoardActivityFilter } from '@meridian/shared/api';
import { useRevalidate, withMutationRetry } from '@meridian/shared/data';
import type { Board } from '@meridian/shared/model';
import { toast } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import { otherBoards } from '../utils/boardKeys';
import { moveContactInBoard } from '../utils/moveContactInBoard';
import { refusalText } from '../utils/refusalText';

const move = withMutationRetry(pipelineApi.move);

/**
 * Moves a card at once (optimistic); the server's refusal puts it back with an error toast
 * (ARCHITECTURE §9.5), saying why when it was a refusal of role or record access. Afterwards the board (whose totals only the API computes) and the
 * contact's status/history are refetched; the other owner filters' boards go stale.
 */
export function useMoveContact(pipelineId: string, ownerId: string | null = null, activity: BoardActivityFilter | null = null) {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  return useCallback(
    async (contactId: string, toStageId: string) => {
      try {
        const key = keys.board(pipelineId, ownerId, activity);
        await mutate<Board | null>(
          key,
          async (current) => {
            await move(contactId, toStageId);
            return current;
          },
          {
            optimisticData: (current) => (current ? moveContactInBoard(current, contactId, toStageId) : null),
            rollbackOnError: true,
            populateCache: false,
            revalidate: true,
          },
        );
        void revalidate(keysOf('pipelineStatus', 'history', 'contacts'));
        void revalidate(otherBoards(key));
      } catch (error) {
        toast.error(refusalText(error, t('pipeline.move.failed')));
      }
    },
    [activity, mutate, ownerId, pipelineId, revalidate],
  );
}
