import styled from 'styled-components';
import type { Stage } from '@meridian/shared/model';
import { space } from '@meridian/shared/ui';
import type { StageChange } from '../utils/patchBoardStage';
import { stageColorRing } from '../utils/stageColorRing';
import { StageColorPicker } from './StageColorPicker';
import { StageNameEditor } from './StageNameEditor';
import { StageProbabilityInput } from './StageProbabilityInput';

export interface StageEditorRowProps {
  stage: Stage;
  onChange: (stageId: string, change: StageChange) => Promise<string | null>;
}

const StyledRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
`;

const StyledSwatch = styled.span<{ $color: string }>`
  flex: none;
  width: 20px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $color }) => $color};
  box-shadow: inset 0 0 0 1px ${({ $color, theme }) => stageColorRing($color, theme.colors.surface, theme.colors.textMuted)};
`;

/** One stage in the editor: its swatch and name, its win probability, then its colour picker. */
export function StageEditorRow({ stage, onChange }: StageEditorRowProps) {
  return (
    <StyledRow aria-label={stage.name}>
      <StyledTop>
        <StyledSwatch $color={stage.color} data-testid={'swatch-' + stage.id} aria-hidden />
        <StageNameEditor stage={stage} onRename={(name) => void onChange(stage.id, { name })} />
      </StyledTop>
      <StageProbabilityInput stage={stage} onSave={(probability) => onChange(stage.id, { probability })} />
      <StageColorPicker stage={stage} onChange={(color) => void onChange(stage.id, { color })} />
    </StyledRow>
  );
}
