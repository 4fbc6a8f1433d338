import type { KeyboardEvent, MouseEvent } from 'react';
import { Checkbox } from '@meridian/shared/ui';
import { CellEditor } from './CellEditor';
import { StyledCell, StyledRow } from './DataTable.styles';
import type { TableColumn, TableSelection } from './types';
import { SELECT_COLUMN } from './useTableModel';

export interface BodyColumn<T> {
  key: string;
  width: number;
  definition: TableColumn<T> | undefined;
}

export interface TableBodyRowProps<T extends { id: string }> {
  row: T;
  /** 0-based among the loaded rows. */
  index: number;
  /** Pixels from the body's top. */
  top: number;
  columns: readonly BodyColumn<T>[];
  selection?: TableSelection;
  /** The user may change this row (role and record access) and the page saves edits. */
  editable: boolean;
  /** The column being edited in this row, if any. */
  editingKey: string | null;
  tabIndexOf: (row: number, col: number) => 0 | -1;
  onEdit: (key: string) => void;
  onCloseEditor: (row: number, col: number, refocus: boolean) => void;
  onSave: (key: string, value: string) => Promise<string | null>;
  /** Ticks or unticks the row; with Shift, the range from the last row ticked. */
  onToggle: (shift: boolean) => void;
}

/** One row of the grid: its checkbox cell, then a cell per shown column (Enter/F2/double-click edits). */
export function TableBodyRow<T extends { id: string }>(props: TableBodyRowProps<T>) {
  const { row, index, top, columns, selection, editable, editingKey, tabIndexOf, onEdit, onCloseEditor, onSave, onToggle } = props;
  const selected = selection?.isSelected(row.id) ?? false;

  return (
    <StyledRow role="row" aria-rowindex={index + 2} aria-selected={selection ? selected : undefined} $selected={selected} style={{ top }} data-row-id={row.id}>
      {columns.map(({ key, width, definition }, col) => {
        const cellProps = {
          role: 'gridcell',
          tabIndex: tabIndexOf(index, col),
          'data-grid-row': index,
          'data-grid-col': col,
          'aria-colindex': col + 1,
          style: { width },
        };
        if (key === SELECT_COLUMN) {
          return (
            <StyledCell
              key={key}
              {...cellProps}
              onKeyDown={(event: KeyboardEvent) => {
                if (event.key !== ' ' && event.key !== 'Enter') return;
                event.preventDefault();
                onToggle(event.shiftKey);
              }}
            >
              <Checkbox
                aria-label={selection?.label(row.id)}
                checked={selected}
                tabIndex={-1}
                onChange={() => undefined}
                onClick={(event: MouseEvent) => onToggle(event.shiftKey)}
              />
            </StyledCell>
          );
        }
        if (!definition) return null;
        const canEditCell = editable && Boolean(definition.edit);
        const editing = editingKey === key && definition.edit;
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.target !== event.currentTarget) return;
          if ((event.key === 'Enter' || event.key === 'F2') && canEditCell) {
            event.preventDefault();
            onEdit(key);
          } else if (event.key === 'Enter' && definition.onActivate) {
            event.preventDefault();
            definition.onActivate(row);
          } else if (event.key === ' ' && selection) {
            event.preventDefault();
            onToggle(event.shiftKey);
          }
        };
        return (
          <StyledCell
            key={key}
            {...cellProps}
            $end={definition.align === 'end'}
            $editing={Boolean(editing)}
            aria-readonly={definition.edit && !canEditCell ? true : undefined}
            data-cell={key}
            title={editing ? undefined : definition.title?.(row)}
            onKeyDown={onKeyDown}
            onDoubleClick={canEditCell ? () => onEdit(key) : undefined}
          >
            {editing ? (
              <CellEditor
                row={row}
                edit={editing}
                label={definition.header}
                onSave={(value) => onSave(key, value)}
                onClose={(refocus) => onCloseEditor(index, col, refocus)}
              />
            ) : (
              definition.cell(row)
            )}
          </StyledCell>
        );
      })}
    </StyledRow>
  );
}
