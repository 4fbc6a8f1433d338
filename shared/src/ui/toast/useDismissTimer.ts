import { useEffect, useRef } from 'react';

/**
 * Calls `onExpire` after `duration` ms of not being paused; pausing keeps the time left.
 * A non-finite or non-positive duration never expires.
 */
export function useDismissTimer(duration: number, paused: boolean, onExpire: () => void): void {
  const remaining = useRef(duration);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (paused || !Number.isFinite(duration) || duration <= 0) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => expire.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, duration]);
}
