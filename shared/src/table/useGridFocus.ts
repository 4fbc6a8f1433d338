import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/** A cell of the grid: row −1 is the header row; columns count the checkbox column if any. */
export interface GridCell {
  row: number;
  col: number;
}

export interface GridFocusOptions {
  rowCount: number;
  colCount: number;
  /** Rows PageUp / PageDown move (about a screen). */
  pageRows: number;
  gridRef: RefObject<HTMLElement | null>;
  /** Brings a row into the DOM (the body is virtualised) before it takes focus. */
  scrollToRow: (row: number) => void;
}

const cellSelector = ({ row, col }: GridCell) => `[data-grid-row="${row}"][data-grid-col="${col}"]`;

/** The cell a key moves to from `at`, or null when the key is not the grid's. */
export function nextCell(key: string, ctrl: boolean, at: GridCell, rows: number, cols: number, pageRows: number): GridCell | null {
  const lastRow = rows - 1;
  const clampRow = (row: number) => Math.max(-1, Math.min(lastRow, row));
  switch (key) {
    case 'ArrowUp':
      return { row: clampRow(at.row - 1), col: at.col };
    case 'ArrowDown':
      return { row: clampRow(at.row + 1), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: Math.max(0, at.col - 1) };
    case 'ArrowRight':
      return { row: at.row, col: Math.min(cols - 1, at.col + 1) };
    case 'Home':
      return ctrl ? { row: Math.min(0, lastRow), col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: lastRow, col: cols - 1 } : { row: at.row, col: cols - 1 };
    case 'PageUp':
      return { row: at.row < 0 ? -1 : Math.max(0, at.row - pageRows), col: at.col };
    case 'PageDown':
      return { row: clampRow(Math.max(0, at.row + pageRows)), col: at.col };
    default:
      return null;
  }
}

/**
 * The WAI-ARIA grid's focus: one Tab stop (the active cell), the arrow keys between cells,
 * Home/End along a row (with Ctrl: the first/last row), PageUp/PageDown by a screen. A cell
 * scrolled out of the DOM is scrolled back first and focused once it is drawn.
 */
export function useGridFocus({ rowCount, colCount, pageRows, gridRef, scrollToRow }: GridFocusOptions) {
  const [active, setActive] = useState<GridCell>({ row: -1, col: 0 });
  const pending = useRef(false);

  // Rows or columns went away (a new search, a hidden column): the active cell stays inside.
  const row = Math.min(active.row, rowCount - 1);
  const col = Math.min(active.col, Math.max(0, colCount - 1));
  const current = row === active.row && col === active.col ? active : { row, col };

  const moveTo = useCallback(
    (cell: GridCell) => {
      pending.current = true;
      setActive(cell);
      if (cell.row >= 0) scrollToRow(cell.row);
    },
    [scrollToRow],
  );

  useLayoutEffect(() => {
    if (!pending.current) return;
    const element = gridRef.current?.querySelector<HTMLElement>(cellSelector(current));
    if (!element) return;
    pending.current = false;
    element.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys typed into an editor or a picker are theirs.
    if (event.defaultPrevented || (event.target as HTMLElement).closest('[data-grid-editor]')) return;
    if (event.altKey) return;
    const next = nextCell(event.key, event.ctrlKey || event.metaKey, current, rowCount, colCount, pageRows);
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-grid-col]');
    if (!cell) return;
    const at = { row: Number(cell.dataset.gridRow), col: Number(cell.dataset.gridCol) };
    if (at.row !== current.row || at.col !== current.col) setActive(at);
  };

  return { active: current, moveTo, onKeyDown, onFocus };
}
