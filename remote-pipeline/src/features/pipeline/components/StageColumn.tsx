import { useId } from 'react';
import styled, { css } from 'styled-components';
import { useDroppable } from '@dnd-kit/core';
import { formatCount, pluralize } from '@meridian/shared/format';
import type { BoardStage } from '@meridian/shared/model';
import { Button, space } from '@meridian/shared/ui';
import { stageDropId, type StageDropData } from '../utils/dragData';
import { stageColorRing } from '../utils/stageColorRing';
import { StageCards } from './StageCards';

export interface StageColumnProps {
  stage: BoardStage;
  /** How many of the stage's loaded cards to render. */
  visible: number;
  /** The card being dragged from this column, if any (it stays drawn wherever the column scrolls). */
  draggingId: string | null;
  loadingMore: boolean;
  removingIds: ReadonlySet<string>;
  onLoadMore: (stageId: string) => void;
  onOpen: (contactId: string) => void;
  onRemove: (contactId: string) => void;
}

const StyledColumn = styled.section<{ $over: boolean; $color: string }>`
  display: flex;
  flex: 0 0 280px;
  flex-direction: column;
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
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(3)} ${space(3)} ${space(2)};
`;

const StyledDot = styled.span<{ $color: string }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  box-shadow: 0 0 0 1px ${({ $color, theme }) => stageColorRing($color, theme.colors.bg, theme.colors.textMuted)};
`;

const StyledTitle = styled.h3`
  flex: 1;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledCount = styled.span`
  padding: 0 ${space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
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

/** One stage: header (name, colour, full count), its cards, and 'Load more' for the rest. */
export function StageColumn({ stage, visible, draggingId, loadingMore, removingIds, onLoadMore, onOpen, onRemove }: StageColumnProps) {
  const titleId = useId();
  const data: StageDropData = { stageId: stage.id };
  const { setNodeRef, isOver } = useDroppable({ id: stageDropId(stage.id), data });
  const cards = stage.contacts.slice(0, visible);
  const remaining = Math.max(0, stage.count - cards.length);

  return (
    <StyledColumn ref={setNodeRef} $over={isOver} $color={stage.color} aria-labelledby={titleId} data-stage-id={stage.id}>
      <StyledHeader>
        <StyledDot $color={stage.color} aria-hidden />
        <StyledTitle id={titleId}>{stage.name}</StyledTitle>
        <StyledCount title={`${pluralize(stage.count, 'contact')} in ${stage.name}`}>{formatCount(stage.count)}</StyledCount>
      </StyledHeader>
      <StageCards
        stageId={stage.id}
        stageName={stage.name}
        cards={cards}
        draggingId={draggingId}
        removingIds={removingIds}
        onOpen={onOpen}
        onRemove={onRemove}
        after={
          <>
            {cards.length === 0 ? <StyledEmpty>Drop contacts here</StyledEmpty> : null}
            {remaining > 0 ? (
              <Button size="sm" variant="ghost" loading={loadingMore} onClick={() => onLoadMore(stage.id)}>
                Load more ({formatCount(remaining)} remaining)
              </Button>
            ) : null}
          </>
        }
      />
    </StyledColumn>
  );
}
