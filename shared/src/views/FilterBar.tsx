import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useMembers } from '@meridian/shared/data';
import { useTimeZone } from '@meridian/shared/format';
import { useCommonT } from '@meridian/shared/i18n';
import { Button, CloseIcon, MenuButton, PlusIcon, space } from '@meridian/shared/ui';
import { chipText } from './chipText';
import { FilterEditor } from './FilterEditor';
import { isActive, withoutField, withValues, type FilterField, type ListFilter } from './filterFields';

export interface FilterBarProps {
  /** The fields the list can be filtered by, in the menu's order. */
  fields: readonly FilterField[];
  filter: ListFilter;
  onChange: (next: ListFilter) => void;
}

const StyledBar = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  margin-bottom: ${space(3)};
`;

const StyledChip = styled.span`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  button {
    display: inline-flex;
    align-items: center;
    min-width: 0;
    height: 28px;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button:first-child {
    padding: 0 ${space(1)} 0 ${space(3)};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button:last-child {
    padding: 0 ${space(2)} 0 ${space(1)};
    border-radius: 0 ${({ theme }) => theme.radius.pill} ${({ theme }) => theme.radius.pill} 0;
  }
  button:hover {
    text-decoration: underline;
  }
`;

/**
 * The list's filters as chips ('Tags: any of vip, new ×'; a click edits one), 'Add filter' (a menu
 * of the fields, then that field's editor) and 'Clear filters'. Every chip narrows the list (AND).
 * Closing an editor gives focus back to what opened it.
 */
export function FilterBar({ fields, filter, onChange }: FilterBarProps) {
  const t = useCommonT();
  const { myId, nameOf } = useMembers();
  const timeZone = useTimeZone();
  const [editing, setEditing] = useState<string | null>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const context = { myId, nameOf, timeZone };
  const active = fields.filter((field) => isActive(field, filter));
  const field = fields.find((f) => f.id === editing);

  const focusOpener = (id: string | null) => {
    const chip = id ? barRef.current?.querySelector<HTMLElement>(`[data-chip="${id}"]`) : null;
    (chip ?? barRef.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]'))?.focus();
  };
  const close = () => {
    const id = editing;
    setEditing(null);
    // After the editor is gone: a chip just added exists only now.
    requestAnimationFrame(() => focusOpener(id));
  };
  const apply = (values: ListFilter) => {
    if (field) onChange(withValues(withoutField(filter, field), values));
    close();
  };

  return (
    <StyledBar ref={barRef} role="group" aria-label={t('common.filters.label')}>
      {active.map((f) => {
        const text = chipText(f, filter, context);
        return (
          <StyledChip key={f.id}>
            <button type="button" data-chip={f.id} title={text} aria-label={t('common.filters.edit', { filter: text })} onClick={() => setEditing(f.id)}>
              {text}
            </button>
            <button
              type="button"
              aria-label={t('common.filters.remove', { filter: text })}
              title={t('common.filters.remove', { filter: text })}
              onClick={() => onChange(withoutField(filter, f))}
            >
              <CloseIcon size={12} />
            </button>
          </StyledChip>
        );
      })}
      <MenuButton
        size="sm"
        variant="ghost"
        label={t('common.filters.fields')}
        items={fields.map((f) => ({ id: f.id, label: f.label, onSelect: () => setEditing(f.id) }))}
      >
        <PlusIcon size={14} />
        {t('common.filters.add')}
      </MenuButton>
      {active.length > 0 ? (
        <Button size="sm" variant="ghost" onClick={() => onChange({})}>
          {t('common.filters.clear')}
        </Button>
      ) : null}
      {field ? <FilterEditor key={field.id} field={field} filter={filter} timeZone={timeZone} onApply={apply} onCancel={close} /> : null}
    </StyledBar>
  );
}
