import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { StyledVisuallyHidden } from '@meridian/shared/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCommonT } from '@meridian/shared/i18n';
import { rangeIds, resizeColumn } from './columnState';
import { ColumnPicker } from './ColumnPicker';
import { StyledBar, StyledFrame, StyledGrid, StyledScroller, TABLE_HEADER_HEIGHT, TABLE_ROW_HEIGHT } from './DataTable.styles';
import { TableBodyRow } from './TableBodyRow';
import { TableHeader } from './TableHeader';
import type { DataTableProps, TableColumn } from './types';
import { useGridFocus } from './useGridFocus';
import { useTableModel } from './useTableModel';

const OVERSCAN_ROWS = 8;

export interface EditingCell {
  id: string;
  key: string;
}

/**
 * The contacts' and companies' table (docs/PRODUCT.md §2 "The table"): TanStack Table's column
 * model drawn as a WAI-ARIA grid whose rows are virtualised (only those near the viewport are in
 * the DOM, so every loaded page of a million rows scrolls alike). Columns, widths and sort are
 * the page's (a saved view keeps them); selection is the page's too (its bulk actions).
 */
export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  const { label, rows, definitions, onColumnsChange, sort, onSortChange, selection, onSave, canEdit, totalRows, onEndReached, after, toolbar } = props;
  const t = useCommonT();
  const hintId = useId();
  const { table, shown, keys } = useTableModel(props);
  const byKey = useMemo(() => new Map<string, TableColumn<T>>(definitions.map((d) => [d.key, d])), [definitions]);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => TABLE_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin: TABLE_HEADER_HEIGHT,
    scrollPaddingStart: TABLE_HEADER_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const viewport = virtualizer.scrollRect?.height ?? 0;
  const pageRows = Math.max(1, Math.floor((viewport - TABLE_HEADER_HEIGHT) / TABLE_ROW_HEIGHT) - 1);

  // The next page is asked for when less than a screen of rows is left below those in view.
  const lastVisible = virtualizer.range?.endIndex ?? -1;
  const nearEnd = lastVisible >= 0 && (rows.length - 1 - lastVisible) * TABLE_ROW_HEIGHT <= viewport;
  useEffect(() => {
    if (onEndReached && nearEnd) onEndReached();
  }, [nearEnd, rows.length, onEndReached]);

  const leaf = table.getVisibleLeafColumns();
  const scrollToRow = useCallback((row: number) => virtualizer.scrollToIndex(row), [virtualizer]);
  const focus = useGridFocus({ rowCount: rows.length, colCount: leaf.length, pageRows, gridRef, scrollToRow });
  // The Tab stop must be in the DOM: while its row is scrolled away, its column's header takes its place.
  const drawn = (row: number) => items.some((item) => item.index === row);
  const stopRow = focus.active.row >= 0 && !drawn(focus.active.row) ? -1 : focus.active.row;
  const tabIndexOf = (row: number, col: number): 0 | -1 => (row === stopRow && col === focus.active.col ? 0 : -1);

  const [editing, setEditing] = useState<EditingCell | null>(null);
  const anchor = useRef<string | null>(null);
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const selectedCount = selection ? ids.filter((id) => selection.isSelected(id)).length : 0;
  const allSelected = selectedCount === 0 ? false : selectedCount === ids.length ? true : 'some';

  const resize = (key: string, width: number) => onColumnsChange(resizeColumn(shown, key, width));
  const closeEditor = (row: number, col: number, refocus: boolean) => {
    setEditing(null);
    if (refocus) focus.moveTo({ row, col });
  };

  return (
    <StyledFrame data-testid={props['data-testid']}>
      <StyledBar>
        {toolbar}
        <ColumnPicker definitions={definitions} keys={keys} columns={shown} onColumnsChange={onColumnsChange} />
      </StyledBar>
      <StyledScroller ref={scrollerRef}>
        <StyledVisuallyHidden id={hintId}>{t('common.table.headerHint')}</StyledVisuallyHidden>
        <StyledGrid
          ref={gridRef}
          role="grid"
          aria-label={label}
          aria-rowcount={(totalRows ?? rows.length) + 1}
          aria-colcount={leaf.length}
          aria-multiselectable={selection ? true : undefined}
          style={{ width: table.getTotalSize() }}
          onKeyDown={focus.onKeyDown}
          onFocus={focus.onFocus}
        >
          <TableHeader
            table={table as never}
            definitions={byKey as never}
            sort={sort}
            onSortChange={onSortChange}
            onResize={resize}
            allSelected={allSelected}
            onSelectAll={() => selection?.onSelectRange(ids, allSelected !== true)}
            tabIndexOf={(col) => tabIndexOf(-1, col)}
            hintId={hintId}
          />
          <div role="rowgroup" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <TableBodyRow
                  key={row.id}
                  row={row}
                  index={item.index}
                  top={item.start - TABLE_HEADER_HEIGHT}
                  columns={leaf.map((column) => ({ key: column.id, width: column.getSize(), definition: byKey.get(column.id) }))}
                  selection={selection}
                  editable={Boolean(onSave) && (canEdit?.(row) ?? true)}
                  editingKey={editing?.id === row.id ? editing.key : null}
                  tabIndexOf={tabIndexOf}
                  onEdit={(key) => setEditing({ id: row.id, key })}
                  onCloseEditor={closeEditor}
                  onSave={(key, value) => onSave!(row, key, value)}
                  onToggle={(shift) => {
                    if (!selection) return;
                    if (shift) selection.onSelectRange(rangeIds(ids, anchor.current, row.id), !selection.isSelected(row.id));
                    else selection.onToggle(row.id);
                    anchor.current = row.id;
                  }}
                />
              );
            })}
          </div>
        </StyledGrid>
        {after}
      </StyledScroller>
    </StyledFrame>
  );
}
