import useSWR from 'swr';
import { keys, pipelineApi } from '@meridian/shared/api';
import type { HistoryEntry } from '@meridian/shared/model';

/** A contact's pipeline moves, newest first (the API sends them so). */
export function usePipelineHistory(contactId: string | null | undefined) {
  const swr = useSWR<{ history: HistoryEntry[] }, Error>(contactId ? keys.history(contactId) : null, () => pipelineApi.history(contactId!));
  return { history: swr.data?.history ?? [], loading: swr.isLoading, error: swr.error, retry: () => void swr.mutate() };
}
