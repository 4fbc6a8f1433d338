import useSWR from 'swr';
import { keys, pipelineApi } from '@meridian/shared/api';

/** A contact's deal and the organisation's default currency (GET /pipeline/{contactId}/deal). */
export function useDeal(contactId: string) {
  const { data, error, isValidating, mutate } = useSWR(keys.deal(contactId), () => pipelineApi.deal(contactId));
  return { answer: data, error: error as Error | undefined, isValidating, mutate, retry: () => void mutate() };
}
