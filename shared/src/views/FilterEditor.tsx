import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { filterTags } from '@meridian/contract';
import { currentDay } from '@meridian/shared/format';
import { useCommonT } from '@meridian/shared/i18n';
import { Button, space } from '@meridian/shared/ui';
import { daysOf, instantsOf, presetDays, type DatePreset } from './dateRanges';
import { ChoiceEditor, OwnerEditor } from './ChoiceEditors';
import { AmountEditor, DatesEditor, TagsEditor } from './RangeEditors';
import { TAG_MODES, type FilterField, type ListFilter } from './filterFields';

export interface FilterEditorProps {
  field: FilterField;
  filter: ListFilter;
  timeZone: string;
  /** The field's properties as they should be (an empty one is removed). */
  onApply: (values: ListFilter) => void;
  onCancel: () => void;
}

const StyledEditor = styled.form`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  z-index: ${({ theme }) => theme.z.panel};
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  width: min(340px, calc(100vw - ${space(8)}));
  padding: ${space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
`;

/** The values the editor starts with: the field's properties now (date instants as days in the zone). */
function initialValues(field: FilterField, filter: ListFilter, timeZone: string): ListFilter {
  if (field.kind !== 'dates' || !field.instants) return { ...filter };
  const days = daysOf(filter[field.from], filter[field.to], timeZone);
  return { ...filter, [field.from]: days.from, [field.to]: days.to };
}

/** What Apply sends: the field's properties; date days become instants in the member's zone. */
function appliedValues(field: FilterField, values: ListFilter, timeZone: string): ListFilter {
  if (field.kind === 'dates' && field.instants) {
    const instants = instantsOf({ from: values[field.from] ?? '', to: values[field.to] ?? '' }, timeZone);
    return { [field.from]: instants.from, [field.to]: instants.to };
  }
  if (field.kind === 'dates') return { [field.from]: values[field.from], [field.to]: values[field.to] };
  if (field.kind === 'amount')
    return { [field.min]: values[field.min], [field.max]: values[field.max], [field.currency]: values[field.currency]?.toUpperCase() };
  if (field.kind === 'tags') return Object.fromEntries(TAG_MODES.map((mode) => [mode, filterTags(values[mode]).join(',')]));
  return { [field.param]: values[field.param] };
}

/**
 * One field's editor, under the filter bar: its first control takes focus, Enter or Apply sets
 * the filter, Escape or Cancel leaves it as it was (the bar gives focus back).
 */
export function FilterEditor({ field, filter, timeZone, onApply, onCancel }: FilterEditorProps) {
  const t = useCommonT();
  const titleId = useId();
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ListFilter>(() => initialValues(field, filter, timeZone));
  const set = (patch: ListFilter) => setValues((was) => ({ ...was, ...patch }));
  const setPreset = (preset: DatePreset) => {
    if (field.kind !== 'dates') return;
    const days = presetDays(preset, currentDay());
    set({ [field.from]: days.from, [field.to]: days.to });
  };

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(appliedValues(field, values, timeZone));
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    <StyledEditor ref={ref} role="dialog" aria-labelledby={titleId} onSubmit={submit} onKeyDown={keyDown}>
      <StyledTitle id={titleId}>{field.label}</StyledTitle>
      {field.kind === 'choice' ? <ChoiceEditor field={field} value={values[field.param] ?? ''} onChange={(v) => set({ [field.param]: v })} /> : null}
      {field.kind === 'owner' ? <OwnerEditor field={field} value={values[field.param] ?? ''} onChange={(v) => set({ [field.param]: v })} /> : null}
      {field.kind === 'tags' ? <TagsEditor values={values} onChange={set} /> : null}
      {field.kind === 'dates' ? <DatesEditor field={field} values={values} onChange={set} onPreset={setPreset} /> : null}
      {field.kind === 'amount' ? <AmountEditor field={field} values={values} onChange={set} /> : null}
      <StyledActions>
        <Button type="button" size="sm" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" variant="primary">
          {t('common.filters.apply')}
        </Button>
      </StyledActions>
    </StyledEditor>
  );
}
