// Fixed sizes keep the virtualised list exact: no row has to be measured before it is placed.
/** Grid cards are at least this wide; the columns follow from the list's width. */
export const GRID_MIN_CARD_WIDTH = 260;
export const GRID_GAP = 16;
export const GRID_CARD_HEIGHT = 196;
export const GRID_ROW_HEIGHT = GRID_CARD_HEIGHT + GRID_GAP;
export const LIST_ROW_HEIGHT = 64;
/** Rows rendered beyond the viewport on each side. */
export const OVERSCAN_ROWS = 4;

/** How many grid columns fit in `width` px (at least 1). */
export function gridColumns(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return 1;
  return Math.max(1, Math.floor((width + GRID_GAP) / (GRID_MIN_CARD_WIDTH + GRID_GAP)));
}

/** Splits `items` into rows of `columns`. */
export function toRows<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  return rows;
}
