import { useCallback, useRef, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { defaultRangeExtractor, measureElement, observeElementRect, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import type { BoardCard } from '@meridian/shared/model';
import { space } from '@meridian/shared/ui';
import { ContactCard } from './ContactCard';

export interface StageCardsProps {
  stageId: string;
  stageName: string;
  cards: readonly BoardCard[];
  /** The card being dragged, if it is one of these: it stays in the DOM wherever the column scrolls. */
  draggingId: string | null;
  removingIds: ReadonlySet<string>;
  onOpen: (contactId: string) => void;
  onRemove: (contactId: string) => void;
  /** Below the cards, inside the scrolling area ('Load more', 'Drop contacts here'). */
  after?: ReactNode;
}

/** A card's usual height (name, email, company) until it is measured; cards measure themselves. */
const CARD_ESTIMATE_PX = 86;
const CARD_GAP_PX = 8;
/** Cards drawn beyond each edge of the column's view, so a fast scroll or Tab meets drawn cards. */
const OVERSCAN = 6;
/** Before the column is measured: enough cards for a tall window, so the first paint is not empty. */
const INITIAL_RECT = { width: 264, height: 1000 };

type CardsVirtualizer = Virtualizer<HTMLDivElement, Element>;

/**
 * A size of 0 means "not laid out" (a column not in the document's layout yet, or a test's DOM
 * without layout): the column counts as a tall window and a card as its usual height, rather
 * than drawing no card at all, or every card.
 */
const observeColumnRect: typeof observeElementRect<HTMLDivElement> = (instance, cb) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : INITIAL_RECT));
const measureCard = (element: Element, entry: ResizeObserverEntry | undefined, instance: CardsVirtualizer) =>
  measureElement(element, entry, instance) || CARD_ESTIMATE_PX;

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
 * column of thousands scrolls and loads like one of a few (issue 22: 250 cards drawn at once cost
 * the board 340 ms of blocking time). The dragged card and the focused one are always drawn, so a
 * drag or a keyboard move never loses its card, and Tab walks the cards as the column follows.
 */
export function StageCards({ stageId, stageName, cards, draggingId, removingIds, onOpen, onRemove, after }: StageCardsProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  // The focused card needs no render of its own (it is drawn while it takes focus), only to stay
  // drawn once the column scrolls away: the range is worked out again then, and reads this.
  const focusedRef = useRef<string | null>(null);
  const cardsRef = useRef(cards);
  cardsRef.current = cards;

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      for (const id of [draggingId, focusedRef.current]) {
        const index = id ? cardsRef.current.findIndex((c) => c.id === id) : -1;
        if (index >= 0) indexes.add(index);
      }
      return [...indexes].sort((a, b) => a - b);
    },
    [draggingId],
  );
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => CARD_ESTIMATE_PX,
    getItemKey: (index) => cards[index]?.id ?? index,
    gap: CARD_GAP_PX,
    overscan: OVERSCAN,
    initialRect: INITIAL_RECT,
    observeElementRect: observeColumnRect,
    measureElement: measureCard,
    rangeExtractor,
  });

  const onFocus = (event: FocusEvent) => {
    focusedRef.current = event.target.closest('[data-contact-id]')?.getAttribute('data-contact-id') ?? null;
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedRef.current = null;
  };

  return (
    <StyledCards ref={scrollerRef} onFocus={onFocus} onBlur={onBlur} data-stage-cards={stageId}>
      {cards.length > 0 ? (
        <StyledCanvas role="list" aria-label={`${stageName} contacts`} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const contact = cards[item.index]!;
            return (
              <StyledSlot
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                role="listitem"
                aria-posinset={item.index + 1}
                aria-setsize={cards.length}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <ContactCard contact={contact} stageId={stageId} removing={removingIds.has(contact.id)} onOpen={onOpen} onRemove={onRemove} />
              </StyledSlot>
            );
          })}
        </StyledCanvas>
      ) : null}
      {after}
    </StyledCards>
  );
}
