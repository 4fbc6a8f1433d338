import { useCallback } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorState, LoadingState } from '@meridian/shared/ui';
import { errorText } from '@meridian/shared/api';
import { useT } from '../../../i18n';
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
  const t = useT();
  const { stages, error, isValidating, retry } = useStages(pipelineId);
  const update = useUpdateStage(pipelineId);
  const onChange = useCallback((stageId: string, change: StageChange) => update(stageId, change), [update]);

  if (stages === undefined) {
    if (error && !isValidating) {
      const detail = errorText(error, '');
      const title = t('pipeline.stages.loadFailed');
      return <ErrorState title={title} description={detail && detail !== title ? detail : undefined} onRetry={retry} />;
    }
    return <LoadingState label={t('pipeline.stages.loading')} />;
  }
  if (stages.length === 0) return <EmptyState title={t('pipeline.stages.empty')} />;

  return (
    <StyledList aria-label={t('pipeline.stages.list')}>
      {stages.map((stage) => (
        <StageEditorRow key={stage.id} stage={stage} onChange={onChange} />
      ))}
    </StyledList>
  );
}
