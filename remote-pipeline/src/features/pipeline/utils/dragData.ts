import type { Over } from '@dnd-kit/core';
import type { BoardCard } from '@meridian/shared/model';

/** What a dragged card carries. */
export interface CardDragData {
  contact: BoardCard;
  stageId: string;
}

/** What a stage column carries as a drop target. */
export interface StageDropData {
  stageId: string;
}

export const cardDragId = (contactId: string) => `contact:${contactId}`;
export const stageDropId = (stageId: string) => `stage:${stageId}`;

/** The stage under the drop, or null when the card is outside every stage. */
export function stageIdOf(over: Over | null): string | null {
  const data = over?.data.current as StageDropData | undefined;
  return data?.stageId ?? null;
}
