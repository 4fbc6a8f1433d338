import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useCommonT } from '@meridian/shared/i18n';
import type { TableCellEdit } from './types';
import { StyledEditor, StyledEditorError } from './DataTable.styles';

export interface CellEditorProps<T> {
  row: T;
  edit: TableCellEdit<T>;
  /** The column's name, the editor's accessible name. */
  label: string;
  /** Resolves to null once saved, or to the refusal to show. */
  onSave: (value: string) => Promise<string | null>;
  /** Closes the editor (saved, cancelled or unchanged); `refocus` puts focus back on the cell. */
  onClose: (refocus: boolean) => void;
}

/**
 * A cell in edit: Enter saves, Escape cancels, leaving it saves a changed value. The form's rule
 * and the API's refusal (email_taken…) show under the cell and the typing stays.
 */
export function CellEditor<T>({ row, edit, label, onSave, onClose }: CellEditorProps<T>) {
  const t = useCommonT();
  const errorId = useId();
  const [initial] = useState(() => edit.value(row));
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  const save = async (refocus: boolean) => {
    if (busy.current) return;
    if (value === initial) return onClose(refocus);
    const refused = edit.validate?.(value, row);
    if (refused) return setError(refused);
    busy.current = true;
    setSaving(true);
    const refusal = await onSave(value).catch(() => t('common.table.saveFailed'));
    busy.current = false;
    setSaving(false);
    if (refusal) setError(refusal);
    else onClose(refocus);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      void save(true);
    } else if (event.key === 'Escape') {
      // The page's Escape (which clears the selection) is not this one.
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    }
  };
  const common = {
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-busy': saving || undefined,
    autoFocus: true,
    onKeyDown,
    onBlur: () => void (error ? undefined : save(false)),
  } as const;

  return (
    <StyledEditor data-grid-editor="">
      {edit.options ? (
        <select
          {...common}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        >
          {edit.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={edit.input ?? 'text'}
          value={value}
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
      )}
      {error ? (
        <StyledEditorError id={errorId} role="alert">
          {error}
        </StyledEditorError>
      ) : null}
    </StyledEditor>
  );
}
