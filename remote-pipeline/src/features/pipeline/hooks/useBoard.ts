import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import { keys, pipelineApi, type BoardActivityFilter } from '@meridian/shared/api';
import { toast } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import { BOARD_PAGE_SIZE, STAGE_PAGE_SIZE } from '../api/boardPaging';
import { loadBoard } from '../api/loadBoard';
import { appendStageContacts } from '../utils/appendStageContacts';

/**
 * The board of one pipeline, a page of cards per column, plus 'Load more' per column. A column
 * never renders more than it was asked to show, even if the server sends every contact. With
 * `ownerId`, one member's deals (a cache entry of its own; the unfiltered key is the first screen's);
 * with `activity: 'none'`, only the cards whose contact has no activity planned.
 */
export function useBoard(pipelineId: string, ownerId: string | null = null, activity: BoardActivityFilter | null = null) {
  const shownRef = useRef<Record<string, number>>({});
  const [shown, setShown] = useState<Record<string, number>>({});
  const [loadingStageId, setLoadingStageId] = useState<string | null>(null);
  const { data, error, isValidating, mutate } = useSWR(
    keys.board(pipelineId, ownerId, activity),
    () => loadBoard(pipelineId, shownRef.current, ownerId, activity),
    {
      // Another owner filter keeps the board (and its filter) on screen while its figures load.
      keepPreviousData: true,
    },
  );

  const visibleOf = useCallback((stageId: string) => Math.max(BOARD_PAGE_SIZE, shown[stageId] ?? 0), [shown]);

  const loadMore = useCallback(
    async (stageId: string) => {
      const stage = data?.stages.find((s) => s.id === stageId);
      if (!stage) return;
      const next = visibleOf(stageId) + STAGE_PAGE_SIZE;
      setLoadingStageId(stageId);
      try {
        const loaded = stage.contacts.length;
        if (loaded < Math.min(next, stage.count)) {
          const page = await pipelineApi.stageContacts(pipelineId, stageId, loaded, next - loaded, ownerId ?? undefined, activity ?? undefined);
          await mutate((current) => current && appendStageContacts(current, stageId, page.contacts ?? [], page.count), {
            revalidate: false,
          });
        }
        shownRef.current = { ...shownRef.current, [stageId]: next };
        setShown(shownRef.current);
      } catch {
        toast.error(t('pipeline.board.loadMoreFailed'));
      } finally {
        setLoadingStageId(null);
      }
    },
    [activity, data, mutate, ownerId, pipelineId, visibleOf],
  );

  return {
    board: data,
    error: error as Error | undefined,
    isValidating,
    retry: () => void mutate(),
    visibleOf,
    loadMore,
    loadingStageId,
  };
}
