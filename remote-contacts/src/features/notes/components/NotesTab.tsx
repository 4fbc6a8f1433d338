import { ErrorState } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { SectionSkeleton } from '../../common/components/SectionSkeleton';
import { StyledSectionEmpty, StyledSectionTitle } from '../../common/components/StyledSectionTitle';
import { useNotes } from '../hooks/useNotes';
import { NoteComposer } from './NoteComposer';
import { NotesList } from './NotesList';

export interface NotesTabProps {
  contactId: string;
  /** May add and delete notes (they follow their contact's record access). */
  editable: boolean;
}

/** Detail page Notes tab: count, add box, every note with delete, or 'No notes yet'. */
export function NotesTab({ contactId, editable }: NotesTabProps) {
  const t = useT();
  const notes = useNotes(contactId);
  return (
    <section aria-label={t('contacts.notes.label')}>
      <StyledSectionTitle>{t('contacts.notes.title', { count: notes.count })}</StyledSectionTitle>
      {editable ? <NoteComposer onAdd={notes.add} /> : null}
      {notes.loading ? <SectionSkeleton /> : null}
      {notes.error && notes.count === 0 ? <ErrorState title={t('contacts.notes.loadFailed')} onRetry={notes.retry} /> : null}
      {!notes.loading && !notes.error && notes.count === 0 ? <StyledSectionEmpty>{t('contacts.notes.empty')}</StyledSectionEmpty> : null}
      {notes.count > 0 ? <NotesList notes={notes.notes} onDelete={editable ? notes.remove : undefined} /> : null}
    </section>
  );
}
