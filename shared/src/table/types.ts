import type { ReactNode } from 'react';
import type { ViewColumn } from '@meridian/contract';

export type { ViewColumn };

export interface TableSort {
  by: string;
  order: 'asc' | 'desc';
}

/** A choice of a select editor (owner, industry, size). */
export interface TableOption {
  value: string;
  label: string;
}

/** How a cell is edited in place (Enter, F2 or a double-click). */
export interface TableCellEdit<T> {
  /** The text the editor opens with. */
  value: (row: T) => string;
  /** A text input (with its type) or a select of `options`. */
  input?: 'text' | 'email' | 'tel' | 'url';
  options?: readonly TableOption[];
  /** The form's rule for this field: a message refuses the value (the typing stays). */
  validate?: (value: string, row: T) => string | undefined;
}

/** One column the table can show: the page's words and cells, the table's layout and keys. */
export interface TableColumn<T> {
  key: string;
  header: string;
  /** What the cell shows (text is also its title, for the ellipsis). */
  cell: (row: T) => ReactNode;
  /** Plain text of the cell for a title when `cell` truncates; absent: none. */
  title?: (row: T) => string | undefined;
  /** Width when the view keeps none. */
  width?: number;
  align?: 'start' | 'end';
  /** Absent: read-only (as the stage, which moves in the pipeline). */
  edit?: TableCellEdit<T>;
  /** Enter on the cell (a name opens the quick view). */
  onActivate?: (row: T) => void;
}

/** The page's selection (its bulk actions): ticking one row, or a range with Shift. */
export interface TableSelection {
  isSelected: (id: string) => boolean;
  onToggle: (id: string) => void;
  /** Sets every row of `ids` to `selected` (a shift-click or Shift+Space from the last ticked row). */
  onSelectRange: (ids: readonly string[], selected: boolean) => void;
  /** The row checkbox's accessible name ('Select Ada Lovelace'). */
  label: (id: string) => string;
}

export interface DataTableProps<T extends { id: string }> {
  /** The grid's accessible name ('Contacts'). */
  label: string;
  rows: readonly T[];
  /** Every column the table can show, in their default order; the first is always shown. */
  definitions: readonly TableColumn<T>[];
  /** The shown columns, in order, with their widths (a saved view keeps these). */
  columns: readonly ViewColumn[];
  onColumnsChange: (columns: ViewColumn[]) => void;
  /** The column keys the API sorts by (the contract's *_SORT_KEYS): only these headers sort. */
  sortKeys: readonly string[];
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  /** Absent: no checkbox column (a member who may not bulk edit or delete). */
  selection?: TableSelection;
  /** Saves one changed field; resolves to null when saved or to the refusal to show at the cell. */
  onSave?: (row: T, key: string, value: string) => Promise<string | null>;
  /** May change this row (role and record access); absent: every row. */
  canEdit?: (row: T) => boolean;
  /** All rows that match, when more than are loaded (aria-rowcount). */
  totalRows?: number;
  /** Called when the last rows come near: load the next page. */
  onEndReached?: () => void;
  /** Below the last row, inside the scrolling area ('Loading more…'). */
  after?: ReactNode;
  /** The column picker's place: rendered by the table in its own bar above the header. */
  toolbar?: ReactNode;
  'data-testid'?: string;
}
