import type { KeyboardEvent } from 'react';
import { Checkbox } from '@meridian/shared/ui';
import { useCommonT } from '@meridian/shared/i18n';
import { RESIZE_STEP, clampWidth } from './columnState';
import { StyledHeaderCell, StyledHeaderRow, StyledResizer, StyledSortButton } from './DataTable.styles';
import type { TableColumn, TableSort } from './types';
import { SELECT_COLUMN, type useTableModel } from './useTableModel';

type Model = ReturnType<typeof useTableModel<{ id: string }>>['table'];

export interface TableHeaderProps {
  table: Model;
  definitions: ReadonlyMap<string, TableColumn<never>>;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  onResize: (key: string, width: number) => void;
  /** Whether every loaded row is ticked, some are, and the toggle of them all. */
  allSelected: boolean | 'some';
  onSelectAll: () => void;
  tabIndexOf: (col: number) => 0 | -1;
  /** The keys' hint (sort, resize), read with each header. */
  hintId: string;
}

const arrow = { asc: '↑', desc: '↓' } as const;

/** The header row: sortable headers (Enter or a click), edges to resize (a drag, or Alt+←/→). */
export function TableHeader({ table, definitions, sort, onSortChange, onResize, allSelected, onSelectAll, tabIndexOf, hintId }: TableHeaderProps) {
  const t = useCommonT();
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const resizing = table.state.columnResizing;

  return (
    <StyledHeaderRow role="row" aria-rowindex={1}>
      {headers.map((header, col) => {
        const key = header.column.id;
        const width = header.getSize();
        if (key === SELECT_COLUMN) {
          return (
            <StyledHeaderCell
              key={key}
              role="columnheader"
              style={{ width }}
              tabIndex={tabIndexOf(col)}
              data-grid-row={-1}
              data-grid-col={col}
              aria-colindex={col + 1}
              onKeyDown={(event) => (event.key === ' ' ? (event.preventDefault(), onSelectAll()) : undefined)}
            >
              <Checkbox
                aria-label={t('common.table.selectAll')}
                checked={allSelected === true}
                indeterminate={allSelected === 'some'}
                onChange={onSelectAll}
                tabIndex={-1}
              />
            </StyledHeaderCell>
          );
        }
        const definition = definitions.get(key);
        const label = definition?.header ?? key;
        const sortable = header.column.getCanSort();
        const sorted = sort.by === key ? sort.order : null;
        const toggleSort = () => onSortChange({ by: key, order: sorted === 'asc' ? 'desc' : 'asc' });
        const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
          if (event.altKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
            event.preventDefault();
            const step = (event.shiftKey ? 5 : 1) * RESIZE_STEP * (event.key === 'ArrowLeft' ? -1 : 1);
            onResize(key, clampWidth(width + step));
          } else if (sortable && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            toggleSort();
          }
        };
        const active = resizing.isResizingColumn === key;
        return (
          <StyledHeaderCell
            key={key}
            role="columnheader"
            style={{ width }}
            $end={definition?.align === 'end'}
            tabIndex={tabIndexOf(col)}
            data-grid-row={-1}
            data-grid-col={col}
            aria-colindex={col + 1}
            aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
            aria-describedby={hintId}
            onKeyDown={onKeyDown}
          >
            {sortable ? (
              <StyledSortButton type="button" tabIndex={-1} onClick={toggleSort}>
                <span>{label}</span>
                {sorted ? <span aria-hidden="true">{arrow[sorted]}</span> : null}
              </StyledSortButton>
            ) : (
              <span>{label}</span>
            )}
            <StyledResizer
              aria-hidden="true"
              $active={active}
              style={active ? { transform: `translateX(${resizing.deltaOffset ?? 0}px)` } : undefined}
              onMouseDown={header.getResizeHandler()}
              onTouchStart={header.getResizeHandler()}
              onDoubleClick={() => onResize(key, definition?.width ?? width)}
            />
          </StyledHeaderCell>
        );
      })}
    </StyledHeaderRow>
  );
}
