import { useMemo } from 'react';
import useSWR from 'swr';
import { keys, pipelineApi } from '@meridian/shared/api';
import { normalisePipelines } from '../utils/normalisePipelines';

/**
 * The organisation's pipelines. The cache holds the raw answer (other remotes read the same key),
 * normalised on read.
 */
export function usePipelines() {
  const { data, error, isValidating, mutate } = useSWR(keys.pipelines(), () => pipelineApi.list());
  const pipelines = useMemo(() => (data === undefined ? undefined : normalisePipelines(data)), [data]);
  return {
    pipelines,
    error: error as Error | undefined,
    isValidating,
    retry: () => void mutate(),
  };
}
