import { useEffect, useId, useRef, useState } from 'react';
import { Button, Checkbox, IconButton, space } from '@meridian/shared/ui';
import styled from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { moveColumn, toggleColumn } from './columnState';
import type { TableColumn, ViewColumn } from './types';

export interface ColumnPickerProps {
  definitions: readonly TableColumn<never>[];
  keys: readonly string[];
  columns: readonly ViewColumn[];
  onColumnsChange: (columns: ViewColumn[]) => void;
}

const StyledPicker = styled.div`
  position: relative;
`;

const StyledPanel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: 5;
  width: max-content;
  min-width: 260px;
  max-height: 420px;
  padding: ${space(2)};
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  & > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const StyledItem = styled.li<{ $over: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  padding: ${space(1)} ${space(2)};
  border-top: 2px solid ${({ theme, $over }) => ($over ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.sm};

  & > label {
    flex: 1;
    min-width: 0;
  }
  &[draggable='true'] {
    cursor: grab;
  }
  /* aria-disabled, not disabled: a button that stops moving keeps the focus (Move up at the top). */
  & > button[aria-disabled='true'] {
    cursor: default;
    opacity: 0.4;
  }
`;

/**
 * "Columns": show or hide each column (the first, the row's name, always shows) and put the shown
 * ones in order, with Move up / Move down (keyboard) or by dragging them. Hidden ones follow.
 */
export function ColumnPicker({ definitions, keys, columns, onColumnsChange }: ColumnPickerProps) {
  const t = useCommonT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const shownKeys = columns.map((c) => c.key);
  const byKey = new Map(definitions.map((d) => [d.key, d]));
  const ordered = [...shownKeys, ...keys.filter((key) => !shownKeys.includes(key))];

  const drop = (target: string) => {
    if (!dragged || dragged === target) return;
    const from = shownKeys.indexOf(dragged);
    const to = shownKeys.indexOf(target);
    if (from < 1 || to < 1) return;
    onColumnsChange(moveColumn(columns, dragged, to - from, keys));
  };

  return (
    <StyledPicker
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <Button ref={buttonRef} size="sm" variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        {t('common.table.columns')}
      </Button>
      {open ? (
        <StyledPanel id={panelId} role="group" aria-label={t('common.table.columns')}>
          <ul>
            {ordered.map((key) => {
              const label = byKey.get(key)?.header ?? key;
              const place = shownKeys.indexOf(key);
              const shown = place >= 0;
              const movable = shown && place > 0;
              return (
                <StyledItem
                  key={key}
                  $over={over === key && dragged !== key}
                  draggable={movable}
                  onDragStart={() => setDragged(key)}
                  onDragEnd={() => (setDragged(null), setOver(null))}
                  onDragOver={(event) => {
                    if (!movable || !dragged) return;
                    event.preventDefault();
                    setOver(key);
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    drop(key);
                    setDragged(null);
                    setOver(null);
                  }}
                >
                  <Checkbox label={label} checked={shown} disabled={key === keys[0]} onChange={() => onColumnsChange(toggleColumn(columns, key, keys))} />
                  <IconButton
                    size="sm"
                    aria-label={t('common.table.moveUp', { column: label })}
                    aria-disabled={!movable || place <= 1}
                    onClick={() => onColumnsChange(moveColumn(columns, key, -1, keys))}
                  >
                    ↑
                  </IconButton>
                  <IconButton
                    size="sm"
                    aria-label={t('common.table.moveDown', { column: label })}
                    aria-disabled={!movable || place >= shownKeys.length - 1}
                    onClick={() => onColumnsChange(moveColumn(columns, key, 1, keys))}
                  >
                    ↓
                  </IconButton>
                </StyledItem>
              );
            })}
          </ul>
        </StyledPanel>
      ) : null}
    </StyledPicker>
  );
}
