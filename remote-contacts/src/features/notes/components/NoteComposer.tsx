import { useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Textarea, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface NoteComposerProps {
  /** Resolves true once the note was added (the box is then emptied). */
  onAdd: (text: string) => Promise<boolean>;
}

const StyledComposer = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${space(2)};
  margin-bottom: ${space(3)};
`;

/** The add-note box: 'Add Note' stays disabled while the text is blank (docs/PRODUCT.md §5). */
export function NoteComposer({ onAdd }: NoteComposerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const blank = !text.trim();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || adding) return;
    setAdding(true);
    const added = await onAdd(text);
    setAdding(false);
    if (added) setText('');
  };

  // Ctrl/Cmd+Enter adds; a plain Enter is a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
  };

  return (
    <StyledComposer onSubmit={(e) => void submit(e)}>
      <Textarea
        aria-label={t('contacts.notes.new')}
        placeholder={t('contacts.notes.placeholder')}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" size="sm" variant="primary" disabled={blank} loading={adding}>
        {adding ? t('contacts.notes.adding') : t('contacts.notes.add')}
      </Button>
    </StyledComposer>
  );
}
