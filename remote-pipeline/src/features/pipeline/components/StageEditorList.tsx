import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type Modifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { STAGES_PER_PIPELINE_MAX } from '@meridian/shared/model';
import { useI18n } from '@meridian/shared/i18n';
import type { Stage } from '@meridian/shared/model';
import { EmptyState, ErrorState, LoadingState } from '@meridian/shared/ui';
import { errorText } from '@meridian/shared/api';
import { useT } from '../../../i18n';
import { useStageCounts } from '../hooks/useStageCounts';
import { useStageShapes } from '../hooks/useStageShapes';
import { useStages } from '../hooks/useStages';
import { useUpdateStage } from '../hooks/useUpdateStage';
import type { StageChange } from '../utils/patchBoardStage';
import { stageOrderAnnouncements, stageOrderInstructions } from '../utils/stageOrderAnnouncements';
import { AddStageForm } from './AddStageForm';
import { DeleteStageDialog } from './DeleteStageDialog';
import { StageEditorRow } from './StageEditorRow';

export interface StageEditorListProps {
  pipelineId: string;
}

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Stages move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The stages of a pipeline in board order, each editable, reordered by dragging its grip (or with
 * the keyboard), deleted (moving its cards first when it holds some); a new one is added below.
 */
export function StageEditorList({ pipelineId }: StageEditorListProps) {
  const t = useT();
  const locale = useI18n();
  const { stages, error, isValidating, retry } = useStages(pipelineId);
  const update = useUpdateStage(pipelineId);
  const shapes = useStageShapes(pipelineId);
  const { countOf } = useStageCounts(pipelineId);
  const [deleting, setDeleting] = useState<Stage | null>(null);
  const onChange = useCallback((stageId: string, change: StageChange) => update(stageId, change), [update]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const names = useMemo(() => new Map(stages?.map((s, i) => [s.id, { name: s.name, position: i + 1 }]) ?? []), [stages]);
  const accessibility = useMemo(
    () => ({ announcements: stageOrderAnnouncements((id) => names.get(id), names.size), screenReaderInstructions: stageOrderInstructions() }),
    // The texts follow the chosen language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [names, locale],
  );

  if (stages === undefined) {
    if (error && !isValidating) {
      const detail = errorText(error, '');
      const title = t('pipeline.stages.loadFailed');
      return <ErrorState title={title} description={detail && detail !== title ? detail : undefined} onRetry={retry} />;
    }
    return <LoadingState label={t('pipeline.stages.loading')} />;
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = stages.map((s) => s.id);
    void shapes.reorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  // An empty stage goes at once; one with cards (or unknown) asks where they go.
  const onDelete = async (stage: Stage) => {
    if (countOf(stage.id) !== 0) return setDeleting(stage);
    if ((await shapes.remove(stage.id, stage.name)) === 'hasCards') setDeleting(stage);
  };

  return (
    <>
      {stages.length === 0 ? (
        <EmptyState title={t('pipeline.stages.empty')} />
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[verticalOnly]} accessibility={accessibility} onDragEnd={onDragEnd}>
          <SortableContext items={stages.map((s) => s.id)} strategy={verticalListSortingStrategy}>
            <StyledList aria-label={t('pipeline.stages.list')}>
              {stages.map((stage) => (
                <StageEditorRow key={stage.id} stage={stage} onChange={onChange} onDelete={stages.length > 1 ? (s) => void onDelete(s) : undefined} />
              ))}
            </StyledList>
          </SortableContext>
        </DndContext>
      )}
      {/* The API refuses more (stages_full). */}
      {stages.length < STAGES_PER_PIPELINE_MAX ? <AddStageForm onAdd={shapes.add} /> : null}
      {deleting ? (
        <DeleteStageDialog
          stage={deleting}
          others={stages.filter((s) => s.id !== deleting.id)}
          count={countOf(deleting.id)}
          onDelete={async (moveTo) => (await shapes.remove(deleting.id, deleting.name, moveTo)) === 'deleted'}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
