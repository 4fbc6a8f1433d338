import { memo, useId, type MouseEvent, type TouchEventHandler } from 'react';
import styled, { css } from 'styled-components';
import { useDraggable } from '@dnd-kit/core';
import { contactDisplayName } from '@meridian/shared/format';
import { EditIcon, PHONE_QUERY, space } from '@meridian/shared/ui';
import type { BoardCard } from '@meridian/shared/model';
import { useT } from '../../../i18n';
import { cardDragId, type CardDragData } from '../utils/dragData';
import { ContactCardBody } from './ContactCardBody';
import { ContactCardDeal } from './ContactCardDeal';
import { ContactCardNext } from './ContactCardNext';
import { GripIcon } from './GripIcon';
import { NextActivityMark } from './NextActivityMark';
import { StyledCardFrame } from './cardStyles';

export interface ContactCardProps {
  contact: BoardCard;
  stageId: string;
  /** The card stands in a won or lost stage (no overdue mark). */
  closed?: boolean;
  /** The board's one Tab stop (roving focus): only this card's buttons are in the Tab order. */
  tabbable?: boolean;
  /**
   * The signed-in member may move, edit and remove this contact's card. Otherwise the card has no
   * grip, '×' or 'Edit deal' and does not drag; its name button is then its Tab stop.
   */
  editable: boolean;
  removing: boolean;
  onOpen: (contactId: string) => void;
  onRemove: (contactId: string) => void;
  onEditDeal?: (contactId: string) => void;
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

/** On touch screens (and phone widths) a control is at least 44 × 44 px, reaching into the padding. */
const touchTarget = css`
  @media (pointer: coarse), ${PHONE_QUERY} {
    min-width: 44px;
    min-height: 44px;
    margin: -${space(2)};
  }
`;

/**
 * The handle alone refuses the browser's panning (touch-action: none), so holding it starts a
 * drag while a swipe anywhere else on the card or board still scrolls.
 */
const StyledHandle = styled(StyledPlainButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
  touch-action: none;
  user-select: none;
  -webkit-touch-callout: none;
  ${touchTarget}
`;

/** Beside the name, in the grid's first row (the body's lines are placed around it). */
/** Keeps the grip's column when a card has no grip, so every card's name lines up. */
const StyledGripSpace = styled.span`
  display: inline-block;
  width: 16px;
  margin-top: 2px;
  ${touchTarget}
`;

/** At the deal line's end, after 'Edit deal': the name above keeps the card's whole width. */
const StyledRemove = styled(StyledPlainButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  ${touchTarget}
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

const StyledEditDeal = styled(StyledPlainButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 20px;
  ${touchTarget}
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A draggable card. The whole card drags with a mouse or pen; a finger drags only from the grip,
 * after holding it (the rest of the card scrolls the board). The grip is also the keyboard handle
 * (space/enter picks up), so the name button and '×' keep their own keys. A card the member may not
 * change only opens: no grip, no '×', no 'Edit deal', no drag (data-card-focus marks its Tab stop).
 */
export const ContactCard = memo(function ContactCard({
  contact,
  stageId,
  closed = false,
  tabbable = false,
  editable,
  removing,
  onOpen,
  onRemove,
  onEditDeal,
}: ContactCardProps) {
  const t = useT();
  const data: CardDragData = { contact, stageId };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: cardDragId(contact.id),
    data,
    disabled: !editable,
  });
  const name = contactDisplayName(contact);
  // Mouse, pen and keys on the whole card; a finger only on the grip.
  const { onTouchStart, ...cardListeners } = listeners ?? {};
  const tabIndex = tabbable ? 0 : -1;
  const markId = useId();

  return (
    <StyledCardFrame
      ref={setNodeRef}
      {...(editable ? cardListeners : {})}
      $dragging={isDragging}
      data-contact-id={contact.id}
      data-dragging={isDragging || undefined}
      onClick={() => onOpen(contact.id)}
    >
      {editable ? (
        <StyledHandle
          ref={setActivatorNodeRef}
          {...attributes}
          tabIndex={tabIndex}
          aria-label={t('pipeline.card.move', { name })}
          data-drag-handle=""
          data-card-focus=""
          onTouchStart={onTouchStart as TouchEventHandler | undefined}
          onClick={stop}
        >
          <GripIcon />
        </StyledHandle>
      ) : (
        <StyledGripSpace aria-hidden />
      )}
      <ContactCardBody
        contact={contact}
        name={
          <StyledPlainButton tabIndex={tabIndex} data-card-focus={editable ? undefined : ''} aria-describedby={markId} title={name}>
            {name}
          </StyledPlainButton>
        }
      />
      <ContactCardNext next={contact.next_activity ?? null} nextStep={contact.deal.next_step} />
      <ContactCardDeal
        deal={contact.deal}
        closed={closed}
        action={
          <>
            <NextActivityMark next={contact.next_activity ?? null} id={markId} />
            {editable && onEditDeal ? (
              <StyledEditDeal
                tabIndex={tabIndex}
                title={t('pipeline.card.editDeal.title')}
                aria-label={t('pipeline.card.editDeal.label', { name })}
                onClick={(event) => {
                  event.stopPropagation();
                  onEditDeal(contact.id);
                }}
              >
                <EditIcon size={13} />
              </StyledEditDeal>
            ) : null}
            {editable ? (
              <StyledRemove
                title={t('pipeline.card.remove.title')}
                aria-label={t('pipeline.card.remove.label', { name })}
                tabIndex={tabIndex}
                disabled={removing}
                onClick={(event) => {
                  event.stopPropagation();
                  onRemove(contact.id);
                }}
              >
                ×
              </StyledRemove>
            ) : null}
          </>
        }
      />
    </StyledCardFrame>
  );
});
