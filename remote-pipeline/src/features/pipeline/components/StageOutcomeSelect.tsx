import styled from 'styled-components';
import type { Stage, StageOutcome } from '@meridian/shared/model';
import { Select, space } from '@meridian/shared/ui';
import { useT } from '../shape/i18n';

export interface StageOutcomeSelectProps {
  stage: Stage;
  onChange: (outcome: StageOutcome) => void;
}

const StyledLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  & > span:last-child {
    width: 120px;
  }
`;

const OPEN = 'open';

/** Whether a stage's deals are open, won or lost: the forecast counts open stages only. */
export function StageOutcomeSelect({ stage, onChange }: StageOutcomeSelectProps) {
  const t = useT();
  return (
    <StyledLabel>
      <span>{t('pipelineShape.outcome.label')}</span>
      <Select
        aria-label={t('pipelineShape.outcome.of', { name: stage.name })}
        value={stage.outcome ?? OPEN}
        options={[
          { value: OPEN, label: t('pipelineShape.outcome.open') },
          { value: 'won', label: t('pipelineShape.outcome.won') },
          { value: 'lost', label: t('pipelineShape.outcome.lost') },
        ]}
        onChange={(event) => onChange(event.target.value === OPEN ? null : (event.target.value as StageOutcome))}
      />
    </StyledLabel>
  );
}
