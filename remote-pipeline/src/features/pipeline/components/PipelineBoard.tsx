import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { keys, errorText } from '@meridian/shared/api';
import { contactDisplayName, pluralize } from '@meridian/shared/format';
import { EmptyState, ErrorState, LoadingState, space } from '@meridian/shared/ui';
import { useBoard } from '../hooks/useBoard';
import { useMoveContact } from '../hooks/useMoveContact';
import { useRemoveContact } from '../hooks/useRemoveContact';
import { BoardColumns } from './BoardColumns';
import { ContactPanelHost } from './ContactPanelHost';

export interface PipelineBoardProps {
  pipelineId: string;
  /** Shown when the board answer leaves its pipeline out. */
  pipelineName: string;
  /** Told whether the board failed to load (the page then offers no stage editing). */
  onFailedChange?: (failed: boolean) => void;
}

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(1)} ${space(3)};
  margin-bottom: ${space(4)};
`;

const StyledName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledTotal = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One pipeline's board: its loading/error/empty states, the columns, and the contact panel. */
export function PipelineBoard({ pipelineId, pipelineName, onFailedChange }: PipelineBoardProps) {
  const { board, error, isValidating, retry, visibleOf, loadMore, loadingStageId } = useBoard(pipelineId);
  const failed = board === undefined && Boolean(error) && !isValidating;
  useEffect(() => {
    onFailedChange?.(failed);
  }, [failed, onFailedChange]);
  const move = useMoveContact(pipelineId);
  const name = board?.pipeline?.name || pipelineName;
  const { remove, removingIds } = useRemoveContact(pipelineId, name);
  const boardRef = useRef(board);
  useEffect(() => {
    boardRef.current = board;
  });
  const { mutate } = useSWRConfig();
  const [openId, setOpenId] = useState<string | null>(null);
  const close = useCallback(() => setOpenId(null), []);
  const onDeleted = useCallback(() => {
    setOpenId(null);
    void mutate(keys.board(pipelineId));
  }, [mutate, pipelineId]);
  const onRemove = useCallback(
    (contactId: string) => {
      const stage = boardRef.current?.stages.find((s) => s.contacts.some((c) => c.id === contactId));
      const contact = stage?.contacts.find((c) => c.id === contactId);
      if (stage && contact) {
        void remove({ contactId, name: contactDisplayName(contact), stageId: stage.id, stageName: stage.name });
      }
    },
    [remove],
  );
  const onLoadMore = useCallback((stageId: string) => void loadMore(stageId), [loadMore]);
  const onMove = useCallback((contactId: string, toStageId: string) => void move(contactId, toStageId), [move]);

  if (board === undefined) {
    if (failed) {
      const message = errorText(error, 'Failed to fetch pipeline board');
      return <ErrorState title={`Error loading pipeline: ${message}`} onRetry={retry} />;
    }
    return <LoadingState label="Loading pipeline..." />;
  }
  if (board.stages.length === 0) return <EmptyState title="No pipeline data available" />;

  return (
    <>
      <StyledHeader>
        <StyledName>{name}</StyledName>
        <StyledTotal>{pluralize(board.totalContacts, 'total contact')}</StyledTotal>
      </StyledHeader>
      <BoardColumns
        board={board}
        visibleOf={visibleOf}
        loadingStageId={loadingStageId}
        removingIds={removingIds}
        onLoadMore={onLoadMore}
        onMove={onMove}
        onOpen={setOpenId}
        onRemove={onRemove}
      />
      <ContactPanelHost contactId={openId} onClose={close} onDeleted={onDeleted} />
    </>
  );
}
