import { memo, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useDraggable } from '@dnd-kit/core';
import { contactDisplayName } from '@meridian/shared/format';
import type { Contact } from '@meridian/shared/model';
import { cardDragId, type CardDragData } from '../utils/dragData';
import { ContactCardBody } from './ContactCardBody';
import { GripIcon } from './GripIcon';
import { StyledCardFrame } from './cardStyles';

export interface ContactCardProps {
  contact: Contact;
  stageId: string;
  removing: boolean;
  onOpen: (contactId: string) => void;
  onRemove: (contactId: string) => void;
}

const StyledPlainButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const StyledHandle = styled(StyledPlainButton)`
  display: inline-flex;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
`;

const StyledRemove = styled(StyledPlainButton)`
  width: 20px;
  height: 20px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  text-align: center;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.dangerFg};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.5;
  }
`;

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A draggable card. The whole card drags with the pointer; the grip is the keyboard handle
 * (space/enter picks up), so the name button and '×' keep their own keys.
 */
export const ContactCard = memo(function ContactCard({ contact, stageId, removing, onOpen, onRemove }: ContactCardProps) {
  const data: CardDragData = { contact, stageId };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: cardDragId(contact.id),
    data,
  });
  const name = contactDisplayName(contact);

  return (
    <StyledCardFrame ref={setNodeRef} {...listeners} $dragging={isDragging} data-contact-id={contact.id} onClick={() => onOpen(contact.id)}>
      <StyledHandle ref={setActivatorNodeRef} {...attributes} aria-label={`Move ${name}`} onClick={stop}>
        <GripIcon />
      </StyledHandle>
      <ContactCardBody contact={contact} name={<StyledPlainButton>{name}</StyledPlainButton>} />
      <StyledRemove
        title="Remove from pipeline"
        aria-label={`Remove ${name} from pipeline`}
        disabled={removing}
        onClick={(event) => {
          event.stopPropagation();
          onRemove(contact.id);
        }}
      >
        ×
      </StyledRemove>
    </StyledCardFrame>
  );
});
