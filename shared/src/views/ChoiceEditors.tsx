import { useEffect, useState } from 'react';
import { useMembers } from '@meridian/shared/data';
import { useCommonT } from '@meridian/shared/i18n';
import { Field, Input, Select, useDebouncedValue } from '@meridian/shared/ui';
import type { ChoiceField, FilterOption, OwnerField } from './filterFields';

/** Typing pauses this long before a field's server search runs (as the list's search box). */
const SEARCH_PAUSE_MS = 250;

interface ChoiceEditorProps {
  field: ChoiceField;
  value: string;
  onChange: (value: string) => void;
}

/** The options a field offers, and those its server search finds for the words typed. */
function useChoiceOptions(field: ChoiceField, text: string): FilterOption[] {
  const words = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const [found, setFound] = useState<FilterOption[] | null>(null);
  useEffect(() => {
    if (!field.load) return undefined;
    let current = true;
    field.load(words).then(
      (options) => current && setFound(options),
      () => current && setFound([]),
    );
    return () => {
      current = false;
    };
  }, [field, words]);
  return found ?? [...field.options];
}

/** One value among a field's options; a field with a server search (company) has a search box above them. */
export function ChoiceEditor({ field, value, onChange }: ChoiceEditorProps) {
  const t = useCommonT();
  const [text, setText] = useState('');
  const options = useChoiceOptions(field, text);
  // The chosen value stays listed while a search shows other options.
  const chosen = value && !options.some((o) => o.value === value) ? [{ value, label: field.valueLabel?.(value) ?? value }] : [];
  return (
    <>
      {field.searchable ? (
        <Field label={t('common.filters.search')}>
          <Input value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        </Field>
      ) : null}
      <Field label={t('common.filters.value')}>
        <Select value={value} placeholder={t('common.filters.choose')} options={[...chosen, ...options]} onChange={(e) => onChange(e.target.value)} />
      </Field>
    </>
  );
}

interface OwnerEditorProps {
  field: OwnerField;
  value: string;
  onChange: (value: string) => void;
}

/** A member of the organisation, the signed-in one first as 'Me'. */
export function OwnerEditor({ value, onChange }: OwnerEditorProps) {
  const t = useCommonT();
  const { members, myId } = useMembers();
  const options = [
    ...(myId ? [{ value: myId, label: t('common.filters.me') }] : []),
    ...members.filter((m) => m.id !== myId).map((m) => ({ value: m.id, label: m.name })),
  ];
  return (
    <Field label={t('common.filters.value')}>
      <Select value={value} placeholder={t('common.filters.choose')} options={options} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
