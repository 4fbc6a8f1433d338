import { apiRequest } from '@meridian/shared/api';
import type { StageContactsPage } from './boardPaging';

/** GET /pipeline/:id/stages/:stageId/contacts?offset=N&limit=M: the next cards of one column. */
export function fetchStageContacts(
  pipelineId: string,
  stageId: string,
  offset: number,
  limit: number,
): Promise<StageContactsPage> {
  const path = `/pipeline/${encodeURIComponent(pipelineId)}/stages/${encodeURIComponent(stageId)}/contacts`;
  return apiRequest<StageContactsPage>(path, { query: { offset, limit } });
}
