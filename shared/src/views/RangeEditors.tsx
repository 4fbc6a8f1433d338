import { useState } from 'react';
import styled from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { Field, Input, Select, space } from '@meridian/shared/ui';
import { DATE_PRESETS, type DatePreset } from './dateRanges';
import { TAG_MODES, type AmountField, type DatesField, type ListFilter, type TagMode } from './filterFields';

const StyledPair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(2)};
`;

interface TagsEditorProps {
  values: ListFilter;
  onChange: (patch: ListFilter) => void;
}

/** Any of / all of / none of, and the tags (comma-separated); each kind keeps its own tags. */
export function TagsEditor({ values, onChange }: TagsEditorProps) {
  const t = useCommonT();
  const [mode, setMode] = useState<TagMode>(() => TAG_MODES.find((m) => values[m]) ?? 'tags_any');
  const options = TAG_MODES.map((m) => ({ value: m, label: t('common.filters.tagsMode', { mode: m }) }));
  return (
    <>
      <Field label={t('common.filters.match')}>
        <Select value={mode} options={options} onChange={(e) => setMode(e.target.value as TagMode)} />
      </Field>
      <Field label={t('common.filters.tags')} hint={t('common.filters.tagsHint')}>
        <Input value={values[mode] ?? ''} onChange={(e) => onChange({ [mode]: e.target.value })} autoComplete="off" />
      </Field>
    </>
  );
}

interface DatesEditorProps {
  field: DatesField;
  values: ListFilter;
  onChange: (patch: ListFilter) => void;
  onPreset: (preset: DatePreset) => void;
}

/** A preset ('This month') fills both days; either day can then be changed or left empty. */
export function DatesEditor({ field, values, onChange, onPreset }: DatesEditorProps) {
  const t = useCommonT();
  const options = DATE_PRESETS.map((p) => ({ value: p, label: t('common.filters.preset', { preset: p }) }));
  return (
    <>
      <Field label={t('common.filters.period')}>
        <Select
          value=""
          placeholder={t('common.filters.customRange')}
          options={options}
          onChange={(e) => e.target.value && onPreset(e.target.value as DatePreset)}
        />
      </Field>
      <StyledPair>
        <Field label={t('common.filters.from')}>
          <Input type="date" value={values[field.from] ?? ''} onChange={(e) => onChange({ [field.from]: e.target.value })} />
        </Field>
        <Field label={t('common.filters.to')}>
          <Input type="date" value={values[field.to] ?? ''} onChange={(e) => onChange({ [field.to]: e.target.value })} />
        </Field>
      </StyledPair>
    </>
  );
}

interface AmountEditorProps {
  field: AmountField;
  values: ListFilter;
  onChange: (patch: ListFilter) => void;
}

/** At least / at most (either may be empty) and the currency (the organisation's default when empty). */
export function AmountEditor({ field, values, onChange }: AmountEditorProps) {
  const t = useCommonT();
  return (
    <>
      <StyledPair>
        <Field label={t('common.filters.min')}>
          <Input inputMode="decimal" value={values[field.min] ?? ''} onChange={(e) => onChange({ [field.min]: e.target.value })} />
        </Field>
        <Field label={t('common.filters.max')}>
          <Input inputMode="decimal" value={values[field.max] ?? ''} onChange={(e) => onChange({ [field.max]: e.target.value })} />
        </Field>
      </StyledPair>
      <Field label={t('common.filters.currency')} hint={t('common.filters.currencyHint')}>
        <Input
          maxLength={3}
          value={values[field.currency] ?? ''}
          onChange={(e) => onChange({ [field.currency]: e.target.value.toUpperCase() })}
          autoComplete="off"
        />
      </Field>
    </>
  );
}
