import { useCallback } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorState, LoadingState } from '@meridian/shared/ui';
import { errorText } from '@meridian/shared/api';
import { useStages } from '../hooks/useStages';
import { useUpdateStage } from '../hooks/useUpdateStage';
import type { StageChange } from '../utils/patchBoardStage';
import { StageEditorRow } from './StageEditorRow';

export interface StageEditorListProps {
  pipelineId: string;
}

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The stages of a pipeline, each editable; with the editor's loading and error states. */
export function StageEditorList({ pipelineId }: StageEditorListProps) {
  const { stages, error, isValidating, retry } = useStages(pipelineId);
  const update = useUpdateStage(pipelineId);
  const onChange = useCallback((stageId: string, change: StageChange) => update(stageId, change), [update]);

  if (stages === undefined) {
    if (error && !isValidating) {
      const detail = errorText(error, '');
      return (
        <ErrorState
          title="Failed to load pipeline stages"
          description={detail && detail !== 'Failed to load pipeline stages' ? detail : undefined}
          onRetry={retry}
        />
      );
    }
    return <LoadingState label="Loading stages..." />;
  }
  if (stages.length === 0) return <EmptyState title="This pipeline has no stages" />;

  return (
    <StyledList aria-label="Pipeline stages">
      {stages.map((stage) => (
        <StageEditorRow key={stage.id} stage={stage} onChange={onChange} />
      ))}
    </StyledList>
  );
}
