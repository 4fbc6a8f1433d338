// The table's shown columns as a saved view keeps them (`{ key, width? }[]`, in order), and the
// changes the column picker and the header edges make to them. Plain functions: no React.
import type { ViewColumn } from '@meridian/contract';
import { COLUMN_WIDTH } from '@meridian/contract';

/** What a header's keyboard resize moves by (Shift: ten times as far). */
export const RESIZE_STEP = 10;
/** A column without a width of its own. */
export const DEFAULT_COLUMN_WIDTH = 160;

export function clampWidth(width: number): number {
  return Math.round(Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, width)));
}

/** The shown columns that the table knows, once each, in order; the first known column always shows. */
export function knownColumns(columns: readonly ViewColumn[], keys: readonly string[]): ViewColumn[] {
  const seen = new Set<string>();
  const shown = columns.filter((column) => keys.includes(column.key) && !seen.has(column.key) && seen.add(column.key));
  if (keys.length > 0 && !seen.has(keys[0])) shown.unshift({ key: keys[0] });
  return shown;
}

/** Shows a hidden column at the end, or hides a shown one (never the first of `keys`, the row's name). */
export function toggleColumn(columns: readonly ViewColumn[], key: string, keys: readonly string[]): ViewColumn[] {
  if (key === keys[0]) return [...columns];
  if (columns.some((column) => column.key === key)) return columns.filter((column) => column.key !== key);
  return [...columns, { key }];
}

/** Moves a shown column `by` places (−1 left/up, +1 right/down); the first column stays first. */
export function moveColumn(columns: readonly ViewColumn[], key: string, by: number, keys: readonly string[]): ViewColumn[] {
  const from = columns.findIndex((column) => column.key === key);
  const lowest = columns[0]?.key === keys[0] ? 1 : 0;
  const to = from + by;
  if (from < lowest || to < lowest || to >= columns.length) return [...columns];
  const next = [...columns];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Sets a column's width (clamped to COLUMN_WIDTH). */
export function resizeColumn(columns: readonly ViewColumn[], key: string, width: number): ViewColumn[] {
  return columns.map((column) => (column.key === key ? { ...column, width: clampWidth(width) } : column));
}

export function widthOf(column: ViewColumn, defaults: Readonly<Record<string, number>>): number {
  return column.width ?? defaults[column.key] ?? DEFAULT_COLUMN_WIDTH;
}

/** The ids from `anchor` to `target` inclusive, in the rows' order (a shift-click or shift+Space range). */
export function rangeIds(ids: readonly string[], anchor: string | null, target: string): string[] {
  const to = ids.indexOf(target);
  const from = anchor === null ? -1 : ids.indexOf(anchor);
  if (to < 0) return [];
  if (from < 0) return [target];
  const [start, end] = from <= to ? [from, to] : [to, from];
  return ids.slice(start, end + 1);
}
