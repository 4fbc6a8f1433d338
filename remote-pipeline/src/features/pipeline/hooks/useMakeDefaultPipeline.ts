import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { errorText, keys, pipelineShapesApi } from '@meridian/shared/api';
import type { PipelineListItem } from '@meridian/shared/model';
import { toast } from '@meridian/shared/ui';
import { t } from '../../../i18n';

/** The Pipelines menu's 'Make default' (admins): the pipeline `/pipeline` shows and a contact is added to. */
export function useMakeDefaultPipeline() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (pipeline: PipelineListItem): Promise<void> => {
      try {
        await pipelineShapesApi.update(pipeline.id, { isDefault: true });
        toast.success(t('pipeline.shape.madeDefault', { name: pipeline.name }));
        void mutate(keys.pipelines());
      } catch (error) {
        toast.error(errorText(error, t('pipeline.shape.defaultFailed')));
      }
    },
    [mutate],
  );
}
