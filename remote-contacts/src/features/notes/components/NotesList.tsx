import styled from 'styled-components';
import type { Note } from '@meridian/shared/model';
import { space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { NoteItem } from './NoteItem';

export interface NotesListProps {
  notes: readonly Note[];
  /** Absent when the user may not change the contact's notes. */
  onDelete?: (noteId: string) => Promise<void>;
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function NotesList({ notes, onDelete }: NotesListProps) {
  const t = useT();
  return (
    <StyledList aria-label={t('contacts.notes.label')}>
      {notes.map((note) => (
        <NoteItem key={note.id} note={note} onDelete={onDelete} />
      ))}
    </StyledList>
  );
}
