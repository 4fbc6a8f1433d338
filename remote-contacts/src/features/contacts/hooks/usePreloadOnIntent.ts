import { useEffect } from 'react';

/** The first signs that a user is about to use the page (a pointer moving, a touch, a key). */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;

/**
 * Calls `preload` once, on the user's first pointer move, touch or key press after the page is
 * drawn: what the page may show next loads while the user reaches for it, and not before the
 * first screen is there (nor at all for a page only looked at).
 */
export function usePreloadOnIntent(preload: () => void): void {
  useEffect(() => {
    function stop() {
      INTENT_EVENTS.forEach((type) => window.removeEventListener(type, start, true));
    }
    function start() {
      stop();
      preload();
    }
    INTENT_EVENTS.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
    return stop;
  }, [preload]);
}
