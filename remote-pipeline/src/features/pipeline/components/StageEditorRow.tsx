import styled from 'styled-components';
import { useSortable } from '@dnd-kit/sortable';
import type { Stage } from '@meridian/shared/model';
import { IconButton, space, TrashIcon } from '@meridian/shared/ui';
import { useT } from '../shape/i18n';
import type { StageChange } from '../utils/patchBoardStage';
import { stageColorRing } from '../utils/stageColorRing';
import { GripIcon } from './GripIcon';
import { StageColorPicker } from './StageColorPicker';
import { StageNameEditor } from './StageNameEditor';
import { StageOutcomeSelect } from './StageOutcomeSelect';
import { StageProbabilityInput } from './StageProbabilityInput';

export interface StageEditorRowProps {
  stage: Stage;
  onChange: (stageId: string, change: StageChange) => Promise<string | null>;
  /** Absent for a pipeline's only stage (it cannot be deleted). */
  onDelete?: (stage: Stage) => void;
}

const StyledRow = styled.li<{ $dragging: boolean }>`
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ $dragging, theme }) => ($dragging ? theme.shadow.lg : 'none')};
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
`;

/** Probability and outcome side by side; stacked when the words do not fit (a phone in German). */
const StyledSettings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(5)};
`;

const StyledGrip = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
  /* A finger on the grip drags the stage; elsewhere it scrolls the list. */
  touch-action: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const StyledSwatch = styled.span<{ $color: string }>`
  flex: none;
  width: 20px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $color }) => $color};
  box-shadow: inset 0 0 0 1px ${({ $color, theme }) => stageColorRing($color, theme.colors.surface, theme.colors.textMuted)};
`;

/**
 * One stage in the editor: its grip (drag, or Space and the arrow keys, to reorder), swatch, name
 * and Delete; its win probability and outcome; then its colour picker.
 */
export function StageEditorRow({ stage, onChange, onDelete }: StageEditorRowProps) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: stage.id });
  const style = { transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined, transition };

  return (
    <StyledRow ref={setNodeRef} style={style} $dragging={isDragging} aria-label={stage.name}>
      <StyledTop>
        <StyledGrip ref={setActivatorNodeRef} {...attributes} {...listeners} type="button" aria-label={t('pipelineShape.reorder', { name: stage.name })}>
          <GripIcon size={18} />
        </StyledGrip>
        <StyledSwatch $color={stage.color} data-testid={'swatch-' + stage.id} aria-hidden />
        <StageNameEditor stage={stage} onRename={(name) => void onChange(stage.id, { name })} />
        {onDelete ? (
          <IconButton variant="danger" aria-label={t('pipelineShape.deleteStage.button', { name: stage.name })} onClick={() => onDelete(stage)}>
            <TrashIcon size={16} />
          </IconButton>
        ) : null}
      </StyledTop>
      <StyledSettings>
        <StageProbabilityInput stage={stage} onSave={(probability) => onChange(stage.id, { probability })} />
        <StageOutcomeSelect stage={stage} onChange={(outcome) => void onChange(stage.id, { outcome })} />
      </StyledSettings>
      <StageColorPicker stage={stage} onChange={(color) => void onChange(stage.id, { color })} />
    </StyledRow>
  );
}
