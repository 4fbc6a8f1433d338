import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { KEYBOARD_STEP } from './dragConstants';

/** Arrow keys move the dragged card KEYBOARD_STEP px; other keys do nothing. */
export const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const { x, y } = currentCoordinates;
  switch (event.code) {
    case 'ArrowRight':
      return { x: x + KEYBOARD_STEP, y };
    case 'ArrowLeft':
      return { x: x - KEYBOARD_STEP, y };
    case 'ArrowDown':
      return { x, y: y + KEYBOARD_STEP };
    case 'ArrowUp':
      return { x, y: y - KEYBOARD_STEP };
    default:
      return undefined;
  }
};
