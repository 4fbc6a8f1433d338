import { apiRequest } from '@meridian/shared/api';
import type { Board } from '@meridian/shared/model';

/**
 * GET /pipeline/:id/board?limit=N: at most `limit` contacts per stage, each stage's `count`
 * being its full count (a 5,000-contact pipeline must not arrive in one answer).
 */
export function fetchBoard(pipelineId: string, limit: number): Promise<Board | null | undefined> {
  return apiRequest<Board | null | undefined>(`/pipeline/${encodeURIComponent(pipelineId)}/board`, { query: { limit } });
}
