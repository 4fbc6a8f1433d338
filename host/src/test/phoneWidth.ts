import { mockMatchMedia } from '@meridian/shared/testing';

/** A 390 px wide phone: the window's width and every media query (the narrow and phone ones match). */
export function atPhoneWidth() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
  return mockMatchMedia(true);
}

/** Back to jsdom's desktop window and no matchMedia. */
export function leavePhoneWidth() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
  // @ts-expect-error jsdom has no matchMedia; remove the mock for the other tests.
  delete window.matchMedia;
}
