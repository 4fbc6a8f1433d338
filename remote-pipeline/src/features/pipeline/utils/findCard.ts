import type { Board } from '@meridian/shared/model';

/** A card of the board and the stage it stands in (both undefined when it is not loaded). */
export function findCard(board: Board | undefined, contactId: string) {
  const stage = board?.stages.find((s) => s.contacts.some((c) => c.id === contactId));
  return { stage, contact: stage?.contacts.find((c) => c.id === contactId) };
}
