import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** The attribute that marks the items a roving focus moves between. */
export const ROVING_ITEM = 'data-roving-item';

const MOVES = new Set(['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * How many items share the first row of a grid, from where they are drawn (one where nothing is
 * laid out, as in a test's DOM).
 */
function columnsOf(items: HTMLElement[]): number {
  const top = items[0]?.getBoundingClientRect();
  if (!top || top.height === 0) return 1;
  return Math.max(1, items.filter((item) => Math.abs(item.getBoundingClientRect().top - top.top) < 1).length);
}

/**
 * A roving focus over a list or grid of cards: the list is one Tab stop (the last card focused, the
 * first at the start), the arrow keys move between cards (up and down by a row of the grid), Home
 * and End go to the first and last. Spread `listProps` on the container, mark each card with
 * ROVING_ITEM and give it `tabIndex={isTabStop(index) ? 0 : -1}`.
 */
export function useRovingFocus(count: number) {
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const current = Math.min(active, Math.max(0, count - 1));

  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>(`[${ROVING_ITEM}]`) ?? [])];

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (!MOVES.has(event.key)) return;
    const list = items();
    // Keys pressed on a card's own buttons are theirs.
    const index = list.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const columns = columnsOf(list);
    const last = list.length - 1;
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + columns,
      ArrowUp: index - columns,
      Home: 0,
      End: last,
    }[event.key]!;
    event.preventDefault();
    const target = Math.min(last, Math.max(0, next));
    setActive(target);
    list[target].focus();
  }, []);

  // A card focused another way (a click, a card's own button) becomes the Tab stop.
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const index = items().findIndex((item) => item.contains(event.target));
    if (index >= 0) setActive(index);
  }, []);

  return {
    listProps: { ref: listRef, onKeyDown, onFocus },
    isTabStop: (index: number) => index === current,
  };
}
