import useSWR from 'swr';
import { keys, pipelineApi } from '@meridian/shared/api';

/** A contact's deal (its primary entry's, or the one in `pipelineId`) and the organisation's default currency (GET /pipeline/{contactId}/deal). */
export function useDeal(contactId: string, pipelineId?: string) {
  const { data, error, isValidating, mutate } = useSWR(keys.deal(contactId, pipelineId), () => pipelineApi.deal(contactId, pipelineId));
  return { answer: data, error: error as Error | undefined, isValidating, mutate, retry: () => void mutate() };
}
