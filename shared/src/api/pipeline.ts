// The pipeline: boards, stages, moves, deals and their SWR keys.
import type {
  AddAnswer,
  Board,
  DealAnswer,
  DealBody,
  DealReadAnswer,
  HistoryAnswer,
  MoveAnswer,
  PipelineListAnswer,
  PipelineStatusAnswer,
  RemoveAnswer,
  StageContactsAnswer,
  StageListAnswer,
  UpdateStageAnswer,
  UpdateStageBody,
} from '@meridian/contract';
import { apiRequest } from './request';

/** One page of a stage's contacts; `count` is the stage's full count. */
export type StageContactsPage = StageContactsAnswer;

/** The board's 'No activity planned' filter: only cards whose contact has no open activity. */
export type BoardActivityFilter = 'none';

const enc = encodeURIComponent;

export const pipelineApi = {
  /** Each pipeline says whether it is the default one (`isDefault`, docs/PRODUCT.md §9's rule applied by the API). */
  list: () => apiRequest<PipelineListAnswer>('/pipeline'),
  /**
   * At most `limit` contacts per stage (all without it), each stage's `count` being its full count;
   * with `ownerId`, only that member's deals (counts and totals too); with `activity: 'none'`, only
   * the cards whose contact has no open activity.
   */
  board: (id: string, limit?: number, ownerId?: string, activity?: BoardActivityFilter) =>
    apiRequest<Board>(`/pipeline/${enc(id)}/board`, { query: { limit, owner_id: ownerId, activity } }),
  /** The next cards of one column: `limit` contacts from `offset`. */
  stageContacts: (id: string, stageId: string, offset: number, limit: number, ownerId?: string, activity?: BoardActivityFilter) =>
    apiRequest<StageContactsPage>(`/pipeline/${enc(id)}/stages/${enc(stageId)}/contacts`, { query: { offset, limit, owner_id: ownerId, activity } }),
  stages: (id: string) => apiRequest<StageListAnswer>(`/pipeline/${enc(id)}/stages`),
  updateStage: (stageId: string, change: UpdateStageBody) => apiRequest<UpdateStageAnswer>(`/pipeline/stages/${enc(stageId)}`, { method: 'PUT', body: change }),
  move: (contactId: string, stageId: string) => apiRequest<MoveAnswer>(`/pipeline/${enc(contactId)}/move`, { method: 'PUT', body: { stageId } }),
  history: (contactId: string) => apiRequest<HistoryAnswer>(`/pipeline/${enc(contactId)}/history`),
  /** Without a stage the API puts the contact into the first stage of the default pipeline; a 409's body is where it is. */
  add: (contactId: string, stageId?: string, deal?: DealBody) =>
    apiRequest<AddAnswer>(`/pipeline/${enc(contactId)}/add`, { method: 'POST', body: { ...(stageId ? { stageId } : {}), ...(deal ? { deal } : {}) } }),
  remove: (contactId: string, pipelineId?: string) =>
    apiRequest<RemoveAnswer>(`/pipeline/${enc(contactId)}/remove`, { method: 'DELETE', query: { pipeline_id: pipelineId } }),
  /** The primary entry's stage (or `pipelineId`'s) and every entry of the contact (one per pipeline it is in). */
  status: (contactId: string, pipelineId?: string) =>
    apiRequest<PipelineStatusAnswer>(`/pipeline/${enc(contactId)}/status`, { query: { pipeline_id: pipelineId } }),
  /** The contact's deal; 404 when the contact is in no pipeline. */
  deal: (contactId: string, pipelineId?: string) => apiRequest<DealReadAnswer>(`/pipeline/${enc(contactId)}/deal`, { query: { pipeline_id: pipelineId } }),
  /** Only the fields given change (null clears one); every change is recorded in the contact's Activity. */
  updateDeal: (contactId: string, change: DealBody, pipelineId?: string) =>
    apiRequest<DealAnswer>(`/pipeline/${enc(contactId)}/deal`, { method: 'PUT', body: change, query: { pipeline_id: pipelineId } }),
  /** The deals CSV (DEALS_CSV_COLUMNS) of every card of the pipeline, or of one owner's. */
  exportDeals: (id: string, ownerId?: string) => apiRequest<Response>(`/pipeline/${enc(id)}/deals.csv`, { raw: true, query: { owner_id: ownerId } }),
};

export const pipelineKeys = {
  pipelines: () => ['pipelines'] as const,
  /**
   * The whole board, or one owner's deals on it (the first screen fetches the whole board); with
   * `activity`, only the cards with no activity planned (an entry of its own).
   */
  board: (pipelineId: string, ownerId?: string | null, activity?: BoardActivityFilter | null) => {
    if (activity) return ['board', pipelineId, ownerId ?? null, `activity=${activity}`] as const;
    return ownerId ? (['board', pipelineId, ownerId] as const) : (['board', pipelineId] as const);
  },
  stages: (pipelineId: string) => ['stages', pipelineId] as const,
  pipelineStatus: (contactId: string) => ['pipelineStatus', contactId] as const,
  history: (contactId: string) => ['history', contactId] as const,
  /** The primary entry's deal, or the one in `pipelineId`. */
  deal: (contactId: string, pipelineId?: string) => (pipelineId ? (['deal', contactId, pipelineId] as const) : (['deal', contactId] as const)),
};
