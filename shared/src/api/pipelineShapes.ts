// Shaping pipelines and their stages (admins): create, rename, make default, delete; add, delete
// and reorder stages. The shapes are the contract's (shared/contract/src/pipeline-shapes.ts).
import type {
  CreatePipelineBody,
  CreateStageBody,
  DeletePipelineAnswer,
  DeleteStageAnswer,
  PipelineListItem,
  ReorderStagesBody,
  Stage,
  StageListAnswer,
  UpdatePipelineBody,
} from '@meridian/contract';
import { apiRequest } from './request';

const enc = encodeURIComponent;

export const pipelineShapesApi = {
  /** The new pipeline gets the six default stages. */
  create: (body: CreatePipelineBody) => apiRequest<PipelineListItem>('/pipeline', { method: 'POST', body }),
  /** A new name, or `isDefault: true` to make it the organisation's default. */
  update: (id: string, body: UpdatePipelineBody) => apiRequest<PipelineListItem>(`/pipeline/${enc(id)}`, { method: 'PATCH', body }),
  /** Refused (409) while it holds deals unless `moveTo` names the pipeline they go to, and for the last pipeline. */
  remove: (id: string, moveTo?: string) => apiRequest<DeletePipelineAnswer>(`/pipeline/${enc(id)}`, { method: 'DELETE', query: { move_to: moveTo } }),
  /** Without a position the stage goes after the last open stage, before Won and Lost. */
  addStage: (id: string, body: CreateStageBody) => apiRequest<Stage>(`/pipeline/${enc(id)}/stages`, { method: 'POST', body }),
  /** Refused (409) while it holds cards unless `moveTo` names the stage (of the same pipeline) they go to. */
  removeStage: (stageId: string, moveTo?: string) =>
    apiRequest<DeleteStageAnswer>(`/pipeline/stages/${enc(stageId)}`, { method: 'DELETE', query: { move_to: moveTo } }),
  /** Exactly the pipeline's stage ids, each once, in their new order. */
  reorderStages: (id: string, stageIds: ReorderStagesBody['stageIds']) =>
    apiRequest<StageListAnswer>(`/pipeline/${enc(id)}/stages/order`, { method: 'PUT', body: { stageIds } }),
};

export const pipelineShapeKeys = {
  /** Each stage's number of cards (the whole board, no owner filter), for the stage editor's delete. */
  stageCounts: (pipelineId: string) => ['stageCounts', pipelineId] as const,
};
