import { pointerWithin, rectIntersection, type CollisionDetection } from '@dnd-kit/core';

/**
 * A pointer drag targets the column under the pointer (a card in a column lies inside it, so a
 * drop on a card lands in the card's stage); a keyboard drag has no pointer, so it targets the
 * column the moved card overlaps most.
 */
export const boardCollisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};
