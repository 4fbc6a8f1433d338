import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';

export interface CardWindowOptions {
  /** The cards' ids, in column order. */
  ids: readonly string[];
  scrollerRef: RefObject<HTMLElement | null>;
  /** Cards drawn wherever the column is scrolled (the dragged one, the focused one). */
  pinned: readonly (string | null)[];
}

export interface WindowCard {
  index: number;
  id: string;
  /** Top of the card inside the column's canvas, in px. */
  start: number;
}

/** A card's usual height (name, email, company) until it is measured. */
export const CARD_ESTIMATE_PX = 86;
export const CARD_GAP_PX = 8;
/** Drawn beyond each edge of the view, so a fast scroll or Tab meets drawn cards. */
const OVERSCAN_PX = 500;
/** A column not laid out yet (or a test's DOM, which has no layout) counts as this tall. */
const UNMEASURED_VIEW_PX = 1000;

/** The first index whose card ends below `y` (tops ascending). */
function firstEndingBelow(tops: number[], heights: number[], y: number): number {
  let low = 0;
  let high = tops.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (tops[mid]! + heights[mid]! < y) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Which cards of a column to draw and where: those in its view and OVERSCAN_PX around it, plus
 * the pinned ones. Cards measure themselves once drawn (`measure`); the rest count as
 * CARD_ESTIMATE_PX. Hand-written rather than @tanstack/react-virtual (the contacts grid's): that
 * is 10.6 KB gzip, and the board's first screen has 200 KB in all (bench:web).
 */
export function useCardWindow({ ids, scrollerRef, pinned }: CardWindowOptions) {
  const [view, setView] = useState({ top: 0, height: 0 });
  const sizes = useRef(new Map<string, number>());
  const [measured, setMeasured] = useState(0);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return undefined;
    const read = () =>
      setView((v) => (v.top === scroller.scrollTop && v.height === scroller.clientHeight ? v : { top: scroller.scrollTop, height: scroller.clientHeight }));
    read();
    scroller.addEventListener('scroll', read, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    resize?.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', read);
      resize?.disconnect();
    };
  }, [scrollerRef]);

  const layout = useMemo(() => {
    const tops: number[] = new Array(ids.length);
    const heights: number[] = new Array(ids.length);
    let y = 0;
    ids.forEach((id, i) => {
      tops[i] = y;
      heights[i] = sizes.current.get(id) ?? CARD_ESTIMATE_PX;
      y += heights[i]! + CARD_GAP_PX;
    });
    return { tops, heights, total: Math.max(0, y - CARD_GAP_PX) };
    // `measured` changes whenever a size in `sizes` does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, measured]);

  const pinnedKey = pinned.filter(Boolean).join('\n');
  const cards = useMemo(() => {
    const { tops, heights } = layout;
    const from = view.top - OVERSCAN_PX;
    const to = view.top + (view.height || UNMEASURED_VIEW_PX) + OVERSCAN_PX;
    const indexes = new Set<number>();
    for (let i = firstEndingBelow(tops, heights, from); i < ids.length && tops[i]! <= to; i++) indexes.add(i);
    for (const id of pinnedKey ? pinnedKey.split('\n') : []) {
      const i = ids.indexOf(id);
      if (i >= 0) indexes.add(i);
    }
    return [...indexes].sort((a, b) => a - b).map((index): WindowCard => ({ index, id: ids[index]!, start: tops[index]! }));
  }, [layout, view, ids, pinnedKey]);

  /** Ref of a drawn card's element: keeps its height (0 means not laid out: ignored). */
  const measure = useCallback((id: string, element: HTMLElement | null) => {
    const height = element?.offsetHeight ?? 0;
    if (!height || sizes.current.get(id) === height) return;
    sizes.current.set(id, height);
    setMeasured((n) => n + 1);
  }, []);

  return { cards, total: layout.total, measure };
}
