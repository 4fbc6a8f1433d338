import type { Board } from '@meridian/shared/model';

/**
 * The board after moving a contact to another stage (the optimistic view of a drop): it leaves
 * its stage, goes to the top of the target one, and both counts follow.
 */
export function moveContactInBoard(board: Board, contactId: string, toStageId: string): Board {
  const from = board.stages.find((s) => s.contacts.some((c) => c.id === contactId));
  const contact = from?.contacts.find((c) => c.id === contactId);
  if (!from || !contact || from.id === toStageId || !board.stages.some((s) => s.id === toStageId)) return board;
  return {
    ...board,
    stages: board.stages.map((s) => {
      if (s.id === from.id) {
        return { ...s, contacts: s.contacts.filter((c) => c.id !== contactId), count: Math.max(0, s.count - 1) };
      }
      if (s.id === toStageId) return { ...s, contacts: [contact, ...s.contacts], count: s.count + 1 };
      return s;
    }),
  };
}
