import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, errorText, keys, keysOf, pipelineShapesApi } from '@meridian/shared/api';
import { toast } from '@meridian/shared/ui';
import { t } from '../shape/i18n';
import { stagesOf, type StagesResponse } from '../utils/stagesResponse';

/** What a stage delete came to: done, or refused because the stage (still) holds cards. */
export type StageDeleteResult = 'deleted' | 'hasCards' | 'failed';

/**
 * Adding, deleting and reordering a pipeline's stages (admins). Each saves at once; a refusal is
 * a toast and the caller keeps what the user typed or chose. The editor's list, the counts and
 * every board are refetched after each change (the board behind the editor shows it on Done).
 */
export function useStageShapes(pipelineId: string) {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => {
    void mutate(keys.stages(pipelineId));
    void mutate(keysOf('board', 'stageCounts'));
  }, [mutate, pipelineId]);

  const add = useCallback(
    async (name: string): Promise<boolean> => {
      try {
        await pipelineShapesApi.addStage(pipelineId, { name });
        toast.success(t('pipelineShape.stageAdded', { name }));
        refresh();
        return true;
      } catch (error) {
        toast.error(errorText(error, t('pipelineShape.stageAddFailed')));
        return false;
      }
    },
    [pipelineId, refresh],
  );

  const remove = useCallback(
    async (stageId: string, name: string, moveTo?: string): Promise<StageDeleteResult> => {
      try {
        const { moved } = await pipelineShapesApi.removeStage(stageId, moveTo);
        toast.success(t('pipelineShape.stageDeleted', { name, count: moved }));
        refresh();
        return 'deleted';
      } catch (error) {
        if (error instanceof ApiError && error.code === 'stage_has_cards') {
          void mutate(keys.stageCounts(pipelineId));
          return 'hasCards';
        }
        toast.error(errorText(error, t('pipelineShape.stageDeleteFailed', { name })));
        return 'failed';
      }
    },
    [mutate, pipelineId, refresh],
  );

  /** Shows the new order at once; puts the old one back when refused. */
  const reorder = useCallback(
    async (stageIds: string[]): Promise<void> => {
      const order = new Map(stageIds.map((id, position) => [id, position]));
      try {
        await mutate<StagesResponse>(
          keys.stages(pipelineId),
          async (current) => {
            await pipelineShapesApi.reorderStages(pipelineId, stageIds);
            return current;
          },
          {
            optimisticData: (current) => ({
              success: true,
              data: (stagesOf(current) ?? []).map((s) => ({ ...s, position: order.get(s.id) ?? s.position })),
            }),
            rollbackOnError: true,
            populateCache: false,
            revalidate: true,
          },
        );
        void mutate(keysOf('board', 'stageCounts'));
      } catch (error) {
        toast.error(errorText(error, t('pipelineShape.reorderFailed')));
      }
    },
    [mutate, pipelineId],
  );

  return { add, remove, reorder };
}
