import { useEffect, useLayoutEffect, useState } from 'react';

/** Cards in the first row of a grid, from where they are drawn (1 where nothing is laid out, as in a test's DOM). */
function columnsOf(grid: HTMLElement): number {
  const cards = [...grid.querySelectorAll<HTMLElement>('[data-roving-index]')];
  const first = cards[0]?.getBoundingClientRect();
  if (!first || first.height === 0) return 1;
  return Math.max(1, cards.filter((card) => Math.abs(card.getBoundingClientRect().top - first.top) < 1).length);
}

/**
 * How many columns a responsive card grid (auto-fill) shows now, for the arrow keys' Up and Down.
 * Returns a ref for the grid and the count, measured when the number of cards changes and on each resize.
 */
export function useGridColumns(cards: number): [ref: (element: HTMLElement | null) => void, columns: number] {
  const [grid, setGrid] = useState<HTMLElement | null>(null);
  const [columns, setColumns] = useState(1);

  useLayoutEffect(() => {
    if (grid && cards > 0) setColumns(columnsOf(grid));
  }, [grid, cards]);
  useEffect(() => {
    if (!grid || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setColumns(columnsOf(grid)));
    observer.observe(grid);
    return () => observer.disconnect();
  }, [grid]);

  return [setGrid, columns];
}
