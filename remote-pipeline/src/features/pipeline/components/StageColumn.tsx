import { useId } from 'react';
import styled, { css } from 'styled-components';
import { useDroppable } from '@dnd-kit/core';
import type { BoardCard, BoardStage } from '@meridian/shared/model';
import { Button, PHONE_MEDIA, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { stageDropId, type StageDropData } from '../utils/dragData';
import { StageCards } from './StageCards';
import { StageColumnHeader } from './StageColumnHeader';

export interface StageColumnProps {
  stage: BoardStage;
  /** How many of the stage's loaded cards to render. */
  visible: number;
  /** The card being dragged from this column, if any (it stays drawn wherever the column scrolls). */
  draggingId: string | null;
  /** The board's one Tab stop (roving focus), if it is a card of this column. */
  currentId?: string | null;
  loadingMore: boolean;
  removingIds: ReadonlySet<string>;
  onLoadMore: (stageId: string) => void;
  onOpen: (contactId: string) => void;
  onRemove: (contactId: string) => void;
  onEditDeal: (contactId: string) => void;
  canEditCard: (card: BoardCard) => boolean;
}

const StyledColumn = styled.section<{ $over: boolean; $color: string }>`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  /*
   * Wide enough for a card's whole name on one line, its email and its deal line: more stages than
   * fit scroll sideways (the board's scroll buttons and edge fades say so). Squeezed to six at
   * 1440 px beside the open sidebar, a column was 170 px and broke names over two lines.
   */
  min-width: 256px;
  max-width: 320px;
  max-height: calc(100vh - 220px);
  min-height: 240px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.bg};
  transition: border-color ${({ theme }) => theme.motion.fast};
  ${({ $over, theme }) =>
    $over &&
    css`
      border-color: ${theme.colors.primary};
      box-shadow: 0 0 0 1px ${theme.colors.primary};
    `}

  /*
   * A phone shows one column and the edge of the next. No scroll snapping: mandatory snapping
   * fights dnd-kit's auto-scroll while a card is dragged, and a swipe's own momentum.
   */
  ${PHONE_MEDIA} {
    flex: 0 0 min(280px, 82vw);
    max-width: none;
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${space(6)} ${space(2)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

/** One stage: header (name, colour, full count, value sums, probability), its cards, and 'Load more' for the rest. */
export function StageColumn({
  stage,
  visible,
  draggingId,
  currentId = null,
  loadingMore,
  removingIds,
  onLoadMore,
  onOpen,
  onRemove,
  onEditDeal,
  canEditCard,
}: StageColumnProps) {
  const t = useT();
  const titleId = useId();
  const data: StageDropData = { stageId: stage.id };
  const { setNodeRef, isOver } = useDroppable({ id: stageDropId(stage.id), data });
  const cards = stage.contacts.slice(0, visible);
  const remaining = Math.max(0, stage.count - cards.length);

  return (
    <StyledColumn ref={setNodeRef} $over={isOver} $color={stage.color} aria-labelledby={titleId} data-stage-id={stage.id}>
      <StageColumnHeader stage={stage} titleId={titleId} />
      <StageCards
        stageId={stage.id}
        stageName={stage.name}
        cards={cards}
        draggingId={draggingId}
        currentId={currentId}
        removingIds={removingIds}
        onOpen={onOpen}
        onRemove={onRemove}
        onEditDeal={onEditDeal}
        canEditCard={canEditCard}
        closed={stage.outcome === 'won' || stage.outcome === 'lost'}
        after={
          <>
            {cards.length === 0 ? <StyledEmpty>{t('pipeline.column.empty')}</StyledEmpty> : null}
            {remaining > 0 ? (
              <Button size="sm" variant="ghost" loading={loadingMore} onClick={() => onLoadMore(stage.id)}>
                {t('pipeline.column.loadMore', { count: remaining })}
              </Button>
            ) : null}
          </>
        }
      />
    </StyledColumn>
  );
}
