import { useState } from 'react';
import { filterTags } from '@meridian/shared/model';
import { Field, Input } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { BulkEditFieldProps } from '../utils/bulkEditChoice';

export interface BulkTagsFieldProps extends BulkEditFieldProps {
  action: 'add_tags' | 'remove_tags';
}

/** The tags to add or remove, comma-separated as in the contact form; blanks and repeats are dropped. */
export function BulkTagsField({ action, onChange }: BulkTagsFieldProps) {
  const t = useT();
  const [text, setText] = useState('');
  const change = (next: string) => {
    setText(next);
    const tags = filterTags(next);
    onChange(tags.length ? { change: { action, tags: tags.join(', ') }, value: tags.join(', ') } : null);
  };
  return (
    <Field label={t('contacts.form.tags')} hint={t('contacts.form.tagsHint')}>
      <Input data-autofocus value={text} onChange={(e) => change(e.target.value)} />
    </Field>
  );
}
