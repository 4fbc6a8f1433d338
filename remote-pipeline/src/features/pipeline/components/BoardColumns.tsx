import { useCallback } from 'react';
import styled from 'styled-components';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import type { Board } from '@meridian/shared/model';
import { space } from '@meridian/shared/ui';
import { useBoardDnd } from '../hooks/useBoardDnd';
import { ContactCardPreview } from './ContactCardPreview';
import { StageColumn } from './StageColumn';

export interface BoardColumnsProps {
  board: Board;
  visibleOf: (stageId: string) => number;
  loadingStageId: string | null;
  removingIds: ReadonlySet<string>;
  onLoadMore: (stageId: string) => void;
  onMove: (contactId: string, toStageId: string) => void;
  onOpen: (contactId: string) => void;
  onRemove: (contactId: string) => void;
}

const StyledColumns = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space(4)};
  padding-bottom: ${space(4)};
  overflow-x: auto;
`;

/** The stage columns inside one drag-and-drop context, with a floating copy of the dragged card. */
export function BoardColumns({ board, visibleOf, loadingStageId, removingIds, onLoadMore, onMove, onOpen, onRemove }: BoardColumnsProps) {
  const { contextProps, active, justDropped } = useBoardDnd(board, onMove);
  const open = useCallback((contactId: string) => {
    if (!justDropped()) onOpen(contactId);
  }, [justDropped, onOpen]);

  return (
    <DndContext {...contextProps}>
      <StyledColumns>
        {board.stages.map((stage) => (
          <StageColumn
            key={stage.id}
            stage={stage}
            visible={visibleOf(stage.id)}
            loadingMore={loadingStageId === stage.id}
            removingIds={removingIds}
            onLoadMore={onLoadMore}
            onOpen={open}
            onRemove={onRemove}
          />
        ))}
      </StyledColumns>
      <DragOverlay>{active ? <ContactCardPreview contact={active.contact} /> : null}</DragOverlay>
    </DndContext>
  );
}
