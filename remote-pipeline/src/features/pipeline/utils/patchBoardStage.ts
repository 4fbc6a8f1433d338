import type { Board, Stage, StageOutcome } from '@meridian/shared/model';

export type StageChange = { color: string } | { name: string } | { probability: number } | { outcome: StageOutcome };

/** Applies a stage rename, recolour, new win probability or outcome to a stage list (the stage editor's optimistic view). */
export function patchStages(stages: Stage[] | undefined, stageId: string, change: StageChange): Stage[] | undefined {
  return stages?.map((s) => (s.id === stageId ? { ...s, ...change } : s));
}

/** The same change on the board behind the editor. */
export function patchBoardStage(board: Board, stageId: string, change: StageChange): Board {
  return { ...board, stages: board.stages.map((s) => (s.id === stageId ? { ...s, ...change } : s)) };
}
