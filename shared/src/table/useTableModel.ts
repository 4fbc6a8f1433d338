import { useMemo } from 'react';
import {
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnSizingState,
  type Updater,
} from '@tanstack/react-table';
import { COLUMN_WIDTH } from '@meridian/contract';
import { knownColumns, resizeColumn, widthOf } from './columnState';
import { SELECT_COLUMN_WIDTH } from './DataTable.styles';
import type { DataTableProps, ViewColumn } from './types';

export const SELECT_COLUMN = '__select';

// Sorting is the API's (manualSorting): the table keeps which header shows it, never reorders rows.
const features = tableFeatures({ columnOrderingFeature, columnVisibilityFeature, columnSizingFeature, columnResizingFeature, rowSortingFeature });

type ModelProps<T extends { id: string }> = Pick<DataTableProps<T>, 'rows' | 'definitions' | 'columns' | 'onColumnsChange' | 'sortKeys' | 'sort' | 'selection'>;

/**
 * TanStack Table's model of the page's columns: order and visibility follow the view's shown
 * columns, widths its widths (a header edge dragged ends in onColumnsChange), the sort the API's.
 */
export function useTableModel<T extends { id: string }>({ rows, definitions, columns, onColumnsChange, sortKeys, sort, selection }: ModelProps<T>) {
  const keys = useMemo(() => definitions.map((d) => d.key), [definitions]);
  const shown = useMemo(() => knownColumns(columns, keys), [columns, keys]);
  const defaults = useMemo(() => Object.fromEntries(definitions.map((d) => [d.key, d.width ?? 0]).filter(([, w]) => w)), [definitions]);

  const columnDefs = useMemo(
    () => [
      ...(selection ? [{ id: SELECT_COLUMN, size: SELECT_COLUMN_WIDTH, enableSorting: false, enableResizing: false, enableHiding: false }] : []),
      ...definitions.map((d, index) => ({
        id: d.key,
        accessorFn: (row: T) => row,
        size: d.width,
        minSize: COLUMN_WIDTH.min,
        maxSize: COLUMN_WIDTH.max,
        enableSorting: sortKeys.includes(d.key),
        enableHiding: index > 0,
      })),
    ],
    [definitions, sortKeys, selection],
  );

  const state = useMemo(
    () => ({
      sorting: [{ id: sort.by, desc: sort.order === 'desc' }],
      columnOrder: [SELECT_COLUMN, ...shown.map((c) => c.key)],
      columnVisibility: Object.fromEntries(keys.map((key) => [key, shown.some((c) => c.key === key)])),
      columnSizing: Object.fromEntries(shown.map((c) => [c.key, widthOf(c, defaults)])),
    }),
    [sort, shown, keys, defaults],
  );

  const onColumnSizingChange = (updater: Updater<ColumnSizingState>) => {
    const next = typeof updater === 'function' ? updater(state.columnSizing) : updater;
    let changed: ViewColumn[] = shown;
    for (const column of shown) {
      if (next[column.key] !== undefined && next[column.key] !== state.columnSizing[column.key]) changed = resizeColumn(changed, column.key, next[column.key]);
    }
    if (changed !== shown) onColumnsChange(changed);
  };

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as T[],
    getRowId: (row: T) => row.id,
    manualSorting: true,
    enableSortingRemoval: false,
    columnResizeMode: 'onEnd',
    state,
    onColumnSizingChange,
  });
  return { table, shown, keys, defaults };
}
