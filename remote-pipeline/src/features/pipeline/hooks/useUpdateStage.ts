import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { errorText, keys, keysOf, pipelineApi } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import type { Board } from '@meridian/shared/model';
import { toast } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import { patchBoardStage, type StageChange } from '../utils/patchBoardStage';
import { patchStagesResponse, type StagesResponse } from '../utils/stagesResponse';

const updateStage = withMutationRetry(pipelineApi.updateStage);

/**
 * Renames, recolours, re-weighs a stage or sets its outcome: shown at once in the editor, rolled back if refused,
 * then the stages and every board (a probability changes the weighted forecast) are refetched.
 * Toasts per docs/PRODUCT.md §8; answers the refusal's words (null on success) for the editor to show.
 */
export function useUpdateStage(pipelineId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (stageId: string, change: StageChange): Promise<string | null> => {
      const what = Object.keys(change)[0] as 'color' | 'name' | 'probability' | 'outcome';
      try {
        await mutate<StagesResponse>(
          keys.stages(pipelineId),
          async (current) => {
            const result = await updateStage(stageId, change);
            if (result && result.success === false) throw new Error(t('pipeline.stages.updateFailed', { what }));
            return current;
          },
          {
            optimisticData: (current) => patchStagesResponse(current, stageId, change)!,
            rollbackOnError: true,
            populateCache: false,
            revalidate: true,
          },
        );
        toast.success(t('pipeline.stages.updated', { what }));
        void mutate<Board>(keysOf('board'), (board) => (board ? patchBoardStage(board, stageId, change) : board), {
          revalidate: true,
        });
        return null;
      } catch (error) {
        const failed = t('pipeline.stages.updateFailed', { what });
        toast.error(failed);
        return errorText(error, failed);
      }
    },
    [mutate, pipelineId],
  );
}
