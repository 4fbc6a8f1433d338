import { useMemo, useRef, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { BoardCard } from '@meridian/shared/model';
import { space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useCardWindow } from '../hooks/useCardWindow';
import { ContactCard } from './ContactCard';

export interface StageCardsProps {
  stageId: string;
  stageName: string;
  cards: readonly BoardCard[];
  /** The card being dragged, if it is one of these: it stays in the DOM wherever the column scrolls. */
  draggingId: string | null;
  /** The board's one Tab stop: drawn wherever the column scrolls, so the arrow keys can reach it. */
  currentId: string | null;
  removingIds: ReadonlySet<string>;
  onOpen: (contactId: string) => void;
  onRemove: (contactId: string) => void;
  onEditDeal: (contactId: string) => void;
  /** Whether the signed-in member may move, edit and remove a card. */
  canEditCard: (card: BoardCard) => boolean;
  /** A won or lost stage: its close dates are history, never overdue. */
  closed: boolean;
  /** Below the cards, inside the scrolling area ('Load more', 'Drop contacts here'). */
  after?: ReactNode;
}

const StyledCards = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space(2)};
  padding: 0 ${space(2)} ${space(2)};
  overflow-y: auto;
`;

const StyledCanvas = styled.div`
  position: relative;
  flex: none;
  width: 100%;
`;

const StyledSlot = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;

/**
 * A column's cards, virtualised: only those in (and near) the column's view are in the DOM, so a
 * column of thousands scrolls and loads like one of a few (250 cards drawn at once cost
 * the board 340 ms of blocking time). The dragged card and the focused one are always drawn, so a
 * drag or a keyboard move never loses its card, and Tab walks the cards as the column follows.
 */
export function StageCards({
  stageId,
  stageName,
  cards,
  draggingId,
  currentId,
  removingIds,
  onOpen,
  onRemove,
  onEditDeal,
  canEditCard,
  closed,
  after,
}: StageCardsProps) {
  const t = useT();
  const scrollerRef = useRef<HTMLDivElement>(null);
  // The focused card needs no render of its own (it is drawn while it takes focus), only to stay
  // drawn once the column scrolls away: the scroll renders again, and reads this.
  const focusedRef = useRef<string | null>(null);
  const ids = useMemo(() => cards.map((c) => c.id), [cards]);
  const byId = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards]);
  const drawn = useCardWindow({ ids, scrollerRef, pinned: [draggingId, focusedRef.current, currentId] });

  const onFocus = (event: FocusEvent) => {
    focusedRef.current = event.target.closest('[data-contact-id]')?.getAttribute('data-contact-id') ?? null;
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedRef.current = null;
  };

  return (
    <StyledCards ref={scrollerRef} onFocus={onFocus} onBlur={onBlur} data-stage-cards={stageId}>
      {cards.length > 0 ? (
        <StyledCanvas role="list" aria-label={t('pipeline.column.cards', { stage: stageName })} style={{ height: drawn.total }}>
          {drawn.cards.map(({ index, id, start }) => {
            const contact = byId.get(id)!;
            return (
              <StyledSlot
                key={id}
                ref={(element) => drawn.measure(id, element)}
                role="listitem"
                aria-posinset={index + 1}
                aria-setsize={cards.length}
                style={{ transform: `translateY(${start}px)` }}
              >
                <ContactCard
                  contact={contact}
                  stageId={stageId}
                  closed={closed}
                  tabbable={id === currentId}
                  editable={canEditCard(contact)}
                  removing={removingIds.has(id)}
                  onOpen={onOpen}
                  onRemove={onRemove}
                  onEditDeal={onEditDeal}
                />
              </StyledSlot>
            );
          })}
        </StyledCanvas>
      ) : null}
      {after}
    </StyledCards>
  );
}
