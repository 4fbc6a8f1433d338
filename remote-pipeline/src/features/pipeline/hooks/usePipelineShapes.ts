import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { errorText, keys, keysOf, pipelineShapesApi } from '@meridian/shared/api';
import type { PipelineListItem } from '@meridian/shared/model';
import { toast } from '@meridian/shared/ui';
import { t } from '../shape/i18n';

/**
 * Creating, renaming and deleting pipelines (admins; the Pipelines menu's dialogs). Each answers whether it
 * worked; a refusal is a toast in the user's language and the dialog keeps the user's input.
 */
export function usePipelineShapes() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => void mutate(keys.pipelines()), [mutate]);

  const create = useCallback(
    async (name: string): Promise<PipelineListItem | null> => {
      try {
        const pipeline = await pipelineShapesApi.create({ name });
        toast.success(t('pipelineShape.created', { name: pipeline.name }));
        await mutate(keys.pipelines());
        return pipeline;
      } catch (error) {
        toast.error(errorText(error, t('pipelineShape.createFailed')));
        return null;
      }
    },
    [mutate],
  );

  const rename = useCallback(
    async (id: string, name: string): Promise<boolean> => {
      try {
        await pipelineShapesApi.update(id, { name });
        toast.success(t('pipelineShape.renamed', { name }));
        refresh();
        void mutate(keysOf('board'));
        return true;
      } catch (error) {
        toast.error(errorText(error, t('pipelineShape.renameFailed')));
        return false;
      }
    },
    [mutate, refresh],
  );

  const remove = useCallback(
    async (pipeline: PipelineListItem, moveTo?: string): Promise<boolean> => {
      try {
        const { moved, merged } = await pipelineShapesApi.remove(pipeline.id, moveTo);
        toast.success(t('pipelineShape.deleted', { name: pipeline.name, moved, merged }));
        await mutate(keys.pipelines());
        // Cleared, not only revalidated: the board the deals went to is not on screen, so SWR would
        // otherwise show its cached answer (without them) when the page switches to it.
        void mutate(keysOf('board', 'stageCounts', 'pipelineStatus', 'deal'), undefined, { revalidate: true });
        return true;
      } catch (error) {
        toast.error(errorText(error, t('pipelineShape.deleteFailed', { name: pipeline.name })));
        return false;
      }
    },
    [mutate],
  );

  return { create, rename, remove };
}
