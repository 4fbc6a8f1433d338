import useSWR from 'swr';
import { keys, pipelineApi } from '@meridian/shared/api';

/**
 * Each stage's number of cards, for the stage editor's delete ('Move its N cards to'): the board
 * without cards (limit 0) and without a filter, so the counts are the whole pipeline's.
 */
export function useStageCounts(pipelineId: string) {
  const { data } = useSWR(keys.stageCounts(pipelineId), () => pipelineApi.board(pipelineId, 0));
  const counts = new Map(data?.stages.map((s) => [s.id, s.count]) ?? []);
  return { countOf: (stageId: string) => counts.get(stageId), total: data?.totalContacts };
}
