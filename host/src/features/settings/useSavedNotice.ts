import { useCallback, useEffect, useRef, useState } from 'react';

const SHOWN_MS = 3000;

/** The quiet 'Settings saved' after a change: shown for a few seconds, again after each change. */
export function useSavedNotice(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(() => {
    setShown(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(false), SHOWN_MS);
  }, []);
  return [shown, show];
}
