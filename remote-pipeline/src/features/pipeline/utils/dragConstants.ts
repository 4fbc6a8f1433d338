/** docs/PRODUCT.md §9: a pointer drag starts after 8 px of movement; an arrow key moves the card 25 px. */
export const DRAG_ACTIVATION_DISTANCE = 8;
export const KEYBOARD_STEP = 25;

/**
 * A touch drag starts after holding the handle this long without moving more than the
 * tolerance; moving sooner cancels it, so a swipe still scrolls the board.
 */
export const TOUCH_HOLD_MS = 250;
export const TOUCH_HOLD_TOLERANCE = 8;

/** KeyboardEvent.code values: space/enter pick up, space/enter/tab drop, escape cancels. */
export const KEYBOARD_CODES = {
  start: ['Space', 'Enter'],
  cancel: ['Escape'],
  end: ['Space', 'Enter', 'Tab'],
};
