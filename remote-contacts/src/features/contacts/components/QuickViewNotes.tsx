import styled from 'styled-components';
import { space } from '@meridian/shared/ui';
import { StyledSectionEmpty, StyledSectionTitle } from '../../common/components/StyledSectionTitle';
import { NoteComposer } from '../../notes/components/NoteComposer';
import { NotesList } from '../../notes/components/NotesList';
import { useNotes } from '../../notes/hooks/useNotes';
import { QUICK_VIEW_NOTES } from '../utils/contactConstants';
import { contactPath } from '../utils/contactPaths';
import { useT } from '../../../i18n';
import { ViewAllLink } from './ViewAllLink';

export interface QuickViewNotesProps {
  contactId: string;
  /** May add and delete notes (they follow their contact's record access). */
  editable: boolean;
  /** 'View all N notes': the detail page's Notes tab. */
  onViewAll: () => void;
}

const StyledSection = styled.section`
  margin-bottom: ${space(6)};
`;

/** 'Recent Notes (N)', the add box and the 3 latest notes, each with delete (the box and delete only for who may edit). */
export function QuickViewNotes({ contactId, editable, onViewAll }: QuickViewNotesProps) {
  const t = useT();
  const notes = useNotes(contactId);
  return (
    <StyledSection aria-label={t('contacts.quickView.notesLabel')}>
      <StyledSectionTitle>{t('contacts.quickView.notes', { count: notes.count })}</StyledSectionTitle>
      {editable ? <NoteComposer onAdd={notes.add} /> : null}
      {notes.error && notes.count === 0 ? <StyledSectionEmpty>{t('contacts.notes.loadFailed')}</StyledSectionEmpty> : null}
      {!notes.loading && !notes.error && notes.count === 0 ? <StyledSectionEmpty>{t('contacts.notes.empty')}</StyledSectionEmpty> : null}
      <NotesList notes={notes.notes.slice(0, QUICK_VIEW_NOTES)} onDelete={editable ? notes.remove : undefined} />
      {notes.count > QUICK_VIEW_NOTES ? (
        <ViewAllLink to={contactPath(contactId, 'notes')} onOpen={onViewAll}>
          {t('contacts.quickView.viewAllNotes', { count: notes.count })}
        </ViewAllLink>
      ) : null}
    </StyledSection>
  );
}
