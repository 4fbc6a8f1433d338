import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { keys, errorText } from '@meridian/shared/api';
import { usePermissions } from '@meridian/shared/app';
import { contactDisplayName } from '@meridian/shared/format';
import type { BoardCard } from '@meridian/shared/model';
import { EmptyState, ErrorState } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useActivityFilter } from '../hooks/useActivityFilter';
import { useBoard } from '../hooks/useBoard';
import { useMoveContact } from '../hooks/useMoveContact';
import { useOwnerFilter } from '../hooks/useOwnerFilter';
import { useRemoveContact } from '../hooks/useRemoveContact';
import { BoardColumns } from './BoardColumns';
import { BoardEmpty } from './BoardEmpty';
import { BoardHeader } from './BoardHeader';
import { BoardSkeleton } from './BoardSkeleton';
import { BoardSummary } from './BoardSummary';
import { findCard } from '../utils/findCard';

// The panels are not part of the board's first screen (200 KB budget): fetched on first use.
const ContactPanelHost = lazy(() => import('./ContactPanelHost').then((m) => ({ default: m.ContactPanelHost })));
const DealEditorPanel = lazy(() => import('./DealEditorPanel').then((m) => ({ default: m.DealEditorPanel })));

export interface PipelineBoardProps {
  pipelineId: string;
  /** Shown when the board answer leaves its pipeline out. */
  pipelineName: string;
  /** Told whether the board failed to load (the page then offers no stage editing). */
  onFailedChange?: (failed: boolean) => void;
}

interface DealTarget {
  contactId: string;
  name: string;
}

/** One pipeline's board: its loading/error/empty states, header figures, the columns, and the panels. */
export function PipelineBoard({ pipelineId, pipelineName, onFailedChange }: PipelineBoardProps) {
  const t = useT();
  const owner = useOwnerFilter();
  const { activity, setNoActivity } = useActivityFilter();
  const { board, error, isValidating, retry, visibleOf, loadMore, loadingStageId } = useBoard(pipelineId, owner.ownerId, activity);
  const failed = board === undefined && Boolean(error) && !isValidating;
  useEffect(() => {
    onFailedChange?.(failed);
  }, [failed, onFailedChange]);
  const move = useMoveContact(pipelineId, owner.ownerId, activity);
  const name = board?.pipeline?.name || pipelineName;
  const { remove, removingIds } = useRemoveContact(pipelineId, name, owner.ownerId, activity);
  const boardRef = useRef(board);
  useEffect(() => {
    boardRef.current = board;
  });
  const { mutate } = useSWRConfig();
  const [openId, setOpenId] = useState<string | null>(null);
  const [dealFor, setDealFor] = useState<DealTarget | null>(null);
  const close = useCallback(() => setOpenId(null), []);
  const onDeleted = useCallback(() => {
    setOpenId(null);
    void mutate(keys.board(pipelineId, owner.ownerId, activity));
  }, [activity, mutate, owner.ownerId, pipelineId]);
  const onRemove = useCallback(
    (contactId: string) => {
      const { stage, contact } = findCard(boardRef.current, contactId);
      if (stage && contact) {
        void remove({ contactId, name: contactDisplayName(contact), stageId: stage.id, stageName: stage.name, deal: contact.deal });
      }
    },
    [remove],
  );
  const onEditDeal = useCallback((contactId: string) => {
    const { contact } = findCard(boardRef.current, contactId);
    if (contact) setDealFor({ contactId, name: contactDisplayName(contact) });
  }, []);
  const onLoadMore = useCallback((stageId: string) => void loadMore(stageId), [loadMore]);
  const onMove = useCallback((contactId: string, toStageId: string) => void move(contactId, toStageId), [move]);
  // The record access rule of the card's contact (deals follow their contact); the API decides.
  const { canEdit } = usePermissions();
  const canEditCard = useCallback((card: BoardCard) => canEdit(card.owner_id), [canEdit]);

  if (board === undefined) {
    if (failed) {
      const message = errorText(error, t('pipeline.board.error.fallback'));
      return <ErrorState title={t('pipeline.board.error.title', { message })} onRetry={retry} />;
    }
    return <BoardSkeleton />;
  }
  if (board.stages.length === 0) return <EmptyState title={t('pipeline.board.noData')} />;
  // Nobody on the board at all (not merely none of one owner's deals, or none without activity): say how contacts get here.
  const empty = board.totalContacts === 0 && owner.ownerId === null && activity === null && board.stages.every((stage) => stage.count === 0);

  return (
    <>
      <BoardHeader
        name={name}
        totalContacts={board.totalContacts}
        dealsWithValue={board.dealsWithValue}
        pipelineId={pipelineId}
        ownerId={owner.ownerId}
        owner={owner}
        noActivity={activity === 'none'}
        onNoActivityChange={setNoActivity}
      />
      {empty ? (
        <BoardEmpty />
      ) : (
        <>
          <BoardColumns
            summary={<BoardSummary converted={board.converted} defaultCurrency={board.defaultCurrency} />}
            board={board}
            visibleOf={visibleOf}
            loadingStageId={loadingStageId}
            removingIds={removingIds}
            onLoadMore={onLoadMore}
            onMove={onMove}
            onOpen={setOpenId}
            onRemove={onRemove}
            onEditDeal={onEditDeal}
            canEditCard={canEditCard}
          />
        </>
      )}
      {openId ? (
        <Suspense fallback={null}>
          <ContactPanelHost contactId={openId} onClose={close} onDeleted={onDeleted} />
        </Suspense>
      ) : null}
      {dealFor ? (
        <Suspense fallback={null}>
          <DealEditorPanel contactId={dealFor.contactId} pipelineId={pipelineId} name={dealFor.name} onClose={() => setDealFor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
