import useSWR from 'swr';
import { keys, pipelineApi } from '@meridian/shared/api';

/** The organisation's pipelines, oldest first, as GET /pipeline answers them. */
export function usePipelines() {
  const { data, error, isValidating, mutate } = useSWR(keys.pipelines(), () => pipelineApi.list());
  return {
    pipelines: data?.pipelines,
    error: error as Error | undefined,
    isValidating,
    retry: () => void mutate(),
  };
}
