import type { Board, BoardStage } from '@meridian/shared/model';

/** Fills what a server may leave out: stage order, per-stage counts and the total. */
export function normaliseBoard(board: Board): Board {
  const stages: BoardStage[] = [...(board.stages ?? [])]
    .map((s) => {
      const contacts = s.contacts ?? [];
      return { ...s, contacts, count: typeof s.count === 'number' ? s.count : contacts.length };
    })
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const totalContacts =
    typeof board.totalContacts === 'number' ? board.totalContacts : stages.reduce((n, s) => n + s.count, 0);
  return { ...board, stages, totalContacts };
}
