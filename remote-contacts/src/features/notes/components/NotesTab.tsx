import { ErrorState, LoadingState } from '@meridian/shared/ui';
import { StyledSectionEmpty, StyledSectionTitle } from '../../common/components/StyledSectionTitle';
import { useNotes } from '../hooks/useNotes';
import { NoteComposer } from './NoteComposer';
import { NotesList } from './NotesList';

export interface NotesTabProps {
  contactId: string;
}

/** Detail page Notes tab: count, add box, every note with delete, or 'No notes yet'. */
export function NotesTab({ contactId }: NotesTabProps) {
  const notes = useNotes(contactId);
  return (
    <section aria-label="Notes">
      <StyledSectionTitle>{`Notes (${notes.count})`}</StyledSectionTitle>
      <NoteComposer onAdd={notes.add} />
      {notes.loading ? <LoadingState label="Loading notes..." /> : null}
      {notes.error && notes.count === 0 ? <ErrorState title="Could not load notes" onRetry={notes.retry} /> : null}
      {!notes.loading && !notes.error && notes.count === 0 ? <StyledSectionEmpty>No notes yet</StyledSectionEmpty> : null}
      {notes.count > 0 ? <NotesList notes={notes.notes} onDelete={notes.remove} /> : null}
    </section>
  );
}
