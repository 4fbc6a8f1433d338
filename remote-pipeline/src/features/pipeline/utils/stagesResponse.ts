import type { Stage } from '@meridian/shared/model';
import { patchStages, type StageChange } from './patchBoardStage';

/** GET /pipeline/:id/stages answers `{success, data}` (docs/PRODUCT.md §7); a bare array is accepted too. */
export type StagesResponse = { success?: boolean; data?: Stage[] } | Stage[];

export function stagesOf(response: StagesResponse | undefined): Stage[] | undefined {
  if (response === undefined) return undefined;
  const stages = Array.isArray(response) ? response : (response.data ?? []);
  return [...stages].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/** The cached answer with one stage changed, in the shape it was cached in. */
export function patchStagesResponse(response: StagesResponse | undefined, stageId: string, change: StageChange): StagesResponse | undefined {
  if (response === undefined) return undefined;
  if (Array.isArray(response)) return patchStages(response, stageId, change);
  return { ...response, data: patchStages(response.data, stageId, change) };
}
