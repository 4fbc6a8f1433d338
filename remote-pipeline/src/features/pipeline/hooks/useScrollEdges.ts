import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** The content is wider than the box. */
  overflows: boolean;
  /** Something is hidden to the left / to the right. */
  before: boolean;
  after: boolean;
}

const NONE: ScrollEdges = { overflows: false, before: false, after: false };

/** Sub-pixel scroll positions never quite reach the end. */
const SLACK_PX = 2;

/**
 * Whether a horizontally scrolling box hides content on either side; follows scrolling, resizing
 * and (through `watch`) changes of what it holds.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, watch: unknown): ScrollEdges & { update: () => void } {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const hidden = el.scrollWidth - el.clientWidth;
    const next = {
      overflows: hidden > SLACK_PX,
      before: el.scrollLeft > SLACK_PX,
      after: el.scrollLeft < hidden - SLACK_PX,
    };
    setEdges((old) => (old.overflows === next.overflows && old.before === next.before && old.after === next.after ? old : next));
  }, [ref]);

  useEffect(() => {
    update();
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, update, watch]);

  return { ...edges, update };
}
