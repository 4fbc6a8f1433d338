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

/**
 * dnd-kit scrolls the board while the pointer is this near its edge (a share of its width), at
 * most `acceleration` px every 5 ms. Its defaults (20 %, 10 px: up to 2,000 px/s) made the whole
 * visible edge of a phone's next column a scrolling zone, so a finger held there to drop a card one
 * column over scrolled the board on and dropped it two over. Now the zone is the board's last few
 * pixels (a 390 px phone: about 20 px) and the board moves at most 400 px/s, a column at a time.
 */
export const BOARD_AUTO_SCROLL = { threshold: { x: 0.06, y: 0.2 }, acceleration: 2 };
