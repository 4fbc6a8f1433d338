import useSWR from 'swr';
import { keys, pipelineApi } from '@meridian/shared/api';

/** Every entry of a contact (one per pipeline it is in), the primary first (GET /pipeline/{contactId}/status). */
export function useEntries(contactId: string) {
  const { data, error, isValidating, mutate } = useSWR(keys.pipelineStatus(contactId), () => pipelineApi.status(contactId));
  return { entries: data?.entries, error: error as Error | undefined, isValidating, retry: () => void mutate() };
}

/** The organisation's pipelines, oldest first. */
export function usePipelines() {
  const { data } = useSWR(keys.pipelines(), () => pipelineApi.list());
  return data?.pipelines;
}

/** A pipeline's stages, in order. */
export function useStages(pipelineId: string) {
  const { data } = useSWR(keys.stages(pipelineId), () => pipelineApi.stages(pipelineId));
  return data?.data;
}
