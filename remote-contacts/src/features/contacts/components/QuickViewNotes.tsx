import styled from 'styled-components';
import { space } from '@meridian/shared/ui';
import { SectionEmpty, SectionTitle } from '../../common/components/SectionTitle';
import { NoteComposer } from '../../notes/components/NoteComposer';
import { NotesList } from '../../notes/components/NotesList';
import { useNotes } from '../../notes/hooks/useNotes';
import { QUICK_VIEW_NOTES } from '../utils/contactConstants';
import { contactPath } from '../utils/contactPaths';
import { ViewAllLink } from './ViewAllLink';

export interface QuickViewNotesProps {
  contactId: string;
  /** 'View all N notes': the detail page's Notes tab. */
  onViewAll: () => void;
}

const StyledSection = styled.section`
  margin-bottom: ${space(6)};
`;

/** 'Recent Notes (N)', the add box and the 3 latest notes, each with delete. */
export function QuickViewNotes({ contactId, onViewAll }: QuickViewNotesProps) {
  const notes = useNotes(contactId);
  return (
    <StyledSection aria-label="Recent Notes">
      <SectionTitle>{`Recent Notes (${notes.count})`}</SectionTitle>
      <NoteComposer onAdd={notes.add} />
      {notes.error && notes.count === 0 ? <SectionEmpty>Could not load notes</SectionEmpty> : null}
      {!notes.loading && !notes.error && notes.count === 0 ? <SectionEmpty>No notes yet</SectionEmpty> : null}
      <NotesList notes={notes.notes.slice(0, QUICK_VIEW_NOTES)} onDelete={notes.remove} />
      {notes.count > QUICK_VIEW_NOTES ? (
        <ViewAllLink to={contactPath(contactId, 'notes')} onOpen={onViewAll}>{`View all ${notes.count} notes`}</ViewAllLink>
      ) : null}
    </StyledSection>
  );
}
