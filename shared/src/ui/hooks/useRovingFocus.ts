import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

export interface RovingFocusOptions {
  /** How many items the list holds. */
  count: number;
  /**
   * Items per row in a grid: Up and Down move a row, Left and Right one item. In a list (1, the
   * default) Up and Down move one item and Left and Right are left alone.
   */
  columns?: number;
  /** Called with the index about to take focus (e.g. to scroll a virtualised list to it). */
  onMove?: (index: number) => void;
}

/** Spread on an item: only the active one is a Tab stop. Plain values, so memoised items stay put. */
export interface RovingItemProps {
  tabIndex: 0 | -1;
  'data-roving-index': number;
}

export interface RovingContainerProps {
  ref: (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

export interface RovingFocus {
  /** The item that is the list's one Tab stop (the last one focused or moved to). */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  containerProps: RovingContainerProps;
  itemProps: (index: number) => RovingItemProps;
}

const ATTRIBUTE = 'data-roving-index';
/** Where an item's own control keeps the tabindex it had before it left the Tab order. */
const SAVED = 'data-roving-tabindex';
const CONTROLS = `a[href], button, input, select, textarea, [tabindex]:not([${ATTRIBUTE}])`;

/**
 * The controls inside items (a card's own button) are in the Tab order only in the item that is
 * the Tab stop, so Tab goes from that item to its controls and then out of the list.
 */
function syncControls(container: HTMLElement) {
  for (const item of container.querySelectorAll<HTMLElement>(`[${ATTRIBUTE}]`)) {
    const stop = item.tabIndex === 0;
    for (const control of item.querySelectorAll<HTMLElement>(CONTROLS)) {
      const saved = control.getAttribute(SAVED);
      if (!stop && saved === null) {
        control.setAttribute(SAVED, control.getAttribute('tabindex') ?? '');
        control.tabIndex = -1;
      } else if (stop && saved !== null) {
        control.removeAttribute(SAVED);
        if (saved === '') control.removeAttribute('tabindex');
        else control.setAttribute('tabindex', saved);
      }
    }
  }
}

function indexOf(element: EventTarget | null): number | null {
  const value = element instanceof HTMLElement ? element.getAttribute(ATTRIBUTE) : null;
  return value === null ? null : Number(value);
}

function nextIndex(key: string, from: number, count: number, columns: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(last, from + columns);
    case 'ArrowUp':
      return Math.max(0, from - columns);
    case 'ArrowRight':
      return columns > 1 ? Math.min(last, from + 1) : null;
    case 'ArrowLeft':
      return columns > 1 ? Math.max(0, from - 1) : null;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * A roving focus for a list or grid of cards (WAI-ARIA's roving tabindex): the whole list is one
 * Tab stop, the arrow keys move between the items, Home and End go to the first and the last.
 * Keys pressed on an item's own buttons are theirs, and those buttons are in the Tab order only
 * in the active item. An item that is not in the DOM yet (a virtualised list) is focused as soon
 * as it renders, after `onMove` brought it there.
 */
export function useRovingFocus({ count, columns = 1, onMove }: RovingFocusOptions): RovingFocus {
  const [active, setActive] = useState(0);
  const container = useRef<HTMLElement | null>(null);
  const pending = useRef<number | null>(null);
  const activeIndex = count > 0 ? Math.min(active, count - 1) : 0;

  const focusPending = useCallback(() => {
    const index = pending.current;
    if (index === null || !container.current) return;
    const item = container.current.querySelector<HTMLElement>(`[${ATTRIBUTE}="${index}"]`);
    if (!item) return;
    pending.current = null;
    item.focus();
  }, []);

  // After each render: the item asked for may have just been drawn, the Tab stop may have moved.
  useEffect(() => {
    if (container.current) syncControls(container.current);
    focusPending();
  });
  // Items draw their controls later too (a lazily loaded button), and a virtualised list adds items.
  useEffect(() => {
    const element = container.current;
    if (!element || typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver(() => syncControls(element));
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const from = indexOf(event.target);
      if (from === null || event.altKey || event.metaKey || count === 0) return;
      const next = nextIndex(event.key, from, count, Math.max(1, columns));
      if (next === null) return;
      event.preventDefault();
      if (next === from) return;
      setActive(next);
      pending.current = next;
      onMove?.(next);
      focusPending();
    },
    [count, columns, onMove, focusPending],
  );

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const index = indexOf(event.target);
    if (index !== null) setActive(index);
  }, []);

  const ref = useCallback((element: HTMLElement | null) => {
    container.current = element;
  }, []);

  const itemProps = useCallback(
    (index: number): RovingItemProps => ({ tabIndex: index === activeIndex ? 0 : -1, [ATTRIBUTE]: index }) as RovingItemProps,
    [activeIndex],
  );

  return { activeIndex, setActiveIndex: setActive, containerProps: { ref, onKeyDown, onFocus }, itemProps };
}
