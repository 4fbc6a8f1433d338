import { ErrorState, LoadingState } from '@meridian/shared/ui';
import { SectionEmpty, SectionTitle } from '../../common/components/SectionTitle';
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
      <SectionTitle>{`Notes (${notes.count})`}</SectionTitle>
      <NoteComposer onAdd={notes.add} />
      {notes.loading ? <LoadingState label="Loading notes..." /> : null}
      {notes.error && notes.count === 0 ? <ErrorState title="Could not load notes" onRetry={notes.retry} /> : null}
      {!notes.loading && !notes.error && notes.count === 0 ? <SectionEmpty>No notes yet</SectionEmpty> : null}
      {notes.count > 0 ? <NotesList notes={notes.notes} onDelete={notes.remove} /> : null}
    </section>
  );
}
