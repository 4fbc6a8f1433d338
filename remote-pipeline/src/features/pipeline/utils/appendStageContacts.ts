import type { Board, BoardStage, BoardCard } from '@meridian/shared/model';

/** A stage with another page of contacts after its loaded ones (no duplicates), and its new count. */
export function appendToStage(stage: BoardStage, contacts: readonly BoardCard[], count?: number): BoardStage {
  const seen = new Set(stage.contacts.map((c) => c.id));
  const fresh = contacts.filter((c) => !seen.has(c.id));
  return { ...stage, contacts: [...stage.contacts, ...fresh], count: typeof count === 'number' ? count : stage.count };
}

export function appendStageContacts(board: Board, stageId: string, contacts: readonly BoardCard[], count?: number): Board {
  return { ...board, stages: board.stages.map((s) => (s.id === stageId ? appendToStage(s, contacts, count) : s)) };
}
