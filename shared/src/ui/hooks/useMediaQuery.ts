import { useCallback, useSyncExternalStore } from 'react';

/** Below this width (tablets in portrait, phones) the shell overlays its sidebar. */
export const NARROW_QUERY = '(max-width: 1023.98px)';

/** Whether a CSS media query matches now; updates when it changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, read, () => false);
}
