import { useState } from 'react';
import styled from 'styled-components';
import type { Note } from '@meridian/shared/model';
import { formatDateTime } from '@meridian/shared/format';
import { IconButton, TrashIcon, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface NoteItemProps {
  note: Note;
  /** Absent when the user may not change the contact's notes: no delete button. */
  onDelete?: (noteId: string) => Promise<void>;
}

const StyledNote = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${space(2)};
  padding: ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const StyledBody = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledDate = styled.p`
  margin: ${space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** One note: its text, when it was written, and a delete button (for who may delete it). */
export function NoteItem({ note, onDelete }: NoteItemProps) {
  const t = useT();
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    if (!onDelete) return;
    setDeleting(true);
    await onDelete(note.id);
    setDeleting(false);
  };
  return (
    <StyledNote>
      <StyledBody>
        <StyledText>{note.body}</StyledText>
        <StyledDate>{formatDateTime(note.created_at)}</StyledDate>
      </StyledBody>
      {onDelete ? (
        <IconButton
          size="sm"
          variant="danger"
          aria-label={t('contacts.notes.delete')}
          title={t('contacts.notes.delete')}
          disabled={deleting}
          onClick={() => void remove()}
        >
          <TrashIcon size={14} />
        </IconButton>
      ) : null}
    </StyledNote>
  );
}
