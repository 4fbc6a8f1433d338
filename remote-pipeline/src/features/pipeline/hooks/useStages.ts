import { useMemo } from 'react';
import useSWR from 'swr';
import { keys, pipelineApi } from '@meridian/shared/api';
import { t } from '../../../i18n';
import { stagesOf, type StagesResponse } from '../utils/stagesResponse';

async function fetchStages(pipelineId: string): Promise<StagesResponse> {
  const response: StagesResponse = await pipelineApi.stages(pipelineId);
  if (!Array.isArray(response) && response?.success === false) throw new Error(t('pipeline.stages.loadFailed'));
  return response;
}

/** A pipeline's stages for the stage editor, in board order. */
export function useStages(pipelineId: string) {
  const { data, error, isValidating, mutate } = useSWR(keys.stages(pipelineId), () => fetchStages(pipelineId));
  const stages = useMemo(() => stagesOf(data), [data]);
  return { stages, error: error as Error | undefined, isValidating, retry: () => void mutate() };
}
