import { useCallback, useId, useMemo, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { contactDisplayName } from '@meridian/shared/format';
import type { Board, BoardCard } from '@meridian/shared/model';
import { PHONE_MEDIA, PHONE_QUERY, StyledVisuallyHidden, space, useMediaQuery } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useBoardDnd } from '../hooks/useBoardDnd';
import { useRovingCards } from '../hooks/useRovingCards';
import { useScrollEdges } from '../hooks/useScrollEdges';
import { BoardScrollButtons } from './BoardScrollButtons';
import { BoardMoveHint } from './BoardMoveHint';
import { ContactCardPreview } from './ContactCardPreview';
import { StageColumn } from './StageColumn';

export interface BoardColumnsProps {
  /** The board's totals, on one row with the scroll buttons above the columns. */
  summary?: ReactNode;
  board: Board;
  visibleOf: (stageId: string) => number;
  loadingStageId: string | null;
  removingIds: ReadonlySet<string>;
  onLoadMore: (stageId: string) => void;
  onMove: (contactId: string, toStageId: string) => void;
  onOpen: (contactId: string) => void;
  onRemove: (contactId: string) => void;
  onEditDeal: (contactId: string) => void;
  /** Whether the signed-in member may move, edit and remove this card (its grip and buttons show only then). */
  canEditCard: (card: BoardCard) => boolean;
}

/** The totals and, when the columns overflow, the buttons that scroll them: one row, wrapping. */
const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space(2)} ${space(4)};
  margin-bottom: ${space(3)};
  ${PHONE_MEDIA} {
    flex-wrap: nowrap;
    margin-bottom: ${space(2)};
  }
`;

const StyledSummary = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

/** Holds the columns and the fades that show more columns lie beyond an edge. */
const StyledViewport = styled.div<{ $before: boolean; $after: boolean }>`
  position: relative;

  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: ${space(4)};
    z-index: 1;
    width: ${space(8)};
    pointer-events: none;
    opacity: 0;
    transition: opacity ${({ theme }) => theme.motion.fast};
  }
  &::before {
    left: 0;
    background: linear-gradient(to left, transparent, ${({ theme }) => theme.colors.bg});
  }
  &::after {
    right: 0;
    background: linear-gradient(to right, transparent, ${({ theme }) => theme.colors.bg});
  }
  ${({ $before }) =>
    $before &&
    css`
      &::before {
        opacity: 1;
      }
    `}
  ${({ $after }) =>
    $after &&
    css`
      &::after {
        opacity: 1;
      }
    `}
`;

/**
 * The columns keep a readable width and scroll sideways when they do not all fit (at 1440 px
 * beside the open sidebar, four of six and a fifth's edge); a phone shows one and the next one's edge.
 */
const StyledColumns = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space(3)};
  padding-bottom: ${space(4)};
  overflow-x: auto;
`;

/** The stage columns inside one drag-and-drop context, with a floating copy of the dragged card. */
export function BoardColumns({
  summary,
  board,
  visibleOf,
  loadingStageId,
  removingIds,
  onLoadMore,
  onMove,
  onOpen,
  onRemove,
  onEditDeal,
  canEditCard,
}: BoardColumnsProps) {
  const t = useT();
  const helpId = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const { contextProps, active, byKeyboard, justDropped } = useBoardDnd(board, onMove);
  const scroller = useRef<HTMLDivElement>(null);
  const columns = useMemo(() => board.stages.map((stage) => stage.contacts.slice(0, visibleOf(stage.id)).map((c) => c.id)), [board.stages, visibleOf]);
  const roving = useRovingCards(columns, scroller, active !== null);
  const edges = useScrollEdges(scroller, board.stages.length);
  const scrollBy = useCallback((direction: -1 | 1) => {
    const el = scroller.current;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: still ? 'auto' : 'smooth' });
  }, []);
  const open = useCallback(
    (contactId: string) => {
      if (!justDropped()) onOpen(contactId);
    },
    [justDropped, onOpen],
  );

  return (
    <DndContext {...contextProps}>
      <StyledTop>
        {summary ? <StyledSummary>{summary}</StyledSummary> : null}
        {edges.overflows ? <BoardScrollButtons before={edges.before} after={edges.after} onScroll={scrollBy} compact={phone} /> : null}
      </StyledTop>
      <StyledViewport $before={edges.before} $after={edges.after}>
        <StyledVisuallyHidden id={helpId}>{t('pipeline.dnd.boardHelp')}</StyledVisuallyHidden>
        <StyledColumns
          ref={scroller}
          role="group"
          aria-label={t('pipeline.board.label')}
          aria-describedby={helpId}
          onScroll={edges.update}
          onKeyDown={roving.onKeyDown}
          onFocus={roving.onFocus}
        >
          {board.stages.map((stage) => (
            <StageColumn
              key={stage.id}
              stage={stage}
              visible={visibleOf(stage.id)}
              draggingId={active?.stageId === stage.id ? active.contact.id : null}
              currentId={roving.currentId}
              loadingMore={loadingStageId === stage.id}
              removingIds={removingIds}
              onLoadMore={onLoadMore}
              onOpen={open}
              onRemove={onRemove}
              onEditDeal={onEditDeal}
              canEditCard={canEditCard}
            />
          ))}
        </StyledColumns>
      </StyledViewport>
      {active && byKeyboard ? <BoardMoveHint name={contactDisplayName(active.contact)} /> : null}
      <DragOverlay>{active ? <ContactCardPreview contact={active.contact} /> : null}</DragOverlay>
    </DndContext>
  );
}
