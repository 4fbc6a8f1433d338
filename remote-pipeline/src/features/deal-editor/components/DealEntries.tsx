import styled from 'styled-components';
import { errorText } from '@meridian/shared/api';
import { usePermissions } from '@meridian/shared/app';
import type { DealEditorProps } from '@meridian/shared/federation';
import { EmptyState, ErrorState, LoadingState, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useEntries, usePipelines } from '../hooks/useEntries';
import { useEntryChanges } from '../hooks/useEntryChanges';
import { AddToAnotherPipeline } from './AddToAnotherPipeline';
import { EntryDeal } from './EntryDeal';
import { EntryStage } from './EntryStage';

const StyledEntries = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
`;

const StyledEntry = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: ${space(6)};
  }
`;

const StyledPipelineName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

/**
 * The contact page's Deal section: one block per entry of the contact (named by its pipeline when
 * there are several), each with its stage (changed from a select) and its deal, then "Add to
 * another pipeline" when the organisation has a pipeline the contact is not in.
 */
export function DealEntries({ contactId, onSaved, readOnly = false }: DealEditorProps) {
  const t = useT();
  const { canCreate } = usePermissions();
  const { entries, error, isValidating, retry } = useEntries(contactId);
  const pipelines = usePipelines();
  const { moveTo, addTo } = useEntryChanges(contactId);
  const viewOnly = readOnly || !canCreate;
  if (!entries) {
    if (error && !isValidating) return <ErrorState title={t('pipeline.deal.loadFailed')} description={errorText(error, '') || undefined} onRetry={retry} />;
    return <LoadingState label={t('pipeline.deal.loading')} />;
  }
  const others = (pipelines ?? []).filter((p) => !entries.some((e) => e.pipelineId === p.id));
  const named = entries.length > 1;
  return (
    <StyledEntries>
      {entries.length === 0 ? <EmptyState title={t('pipeline.deal.notInPipeline.title')} description={t('pipeline.deal.notInPipeline.description')} /> : null}
      {entries.map((entry) => (
        <StyledEntry key={entry.pipelineId} aria-label={named ? entry.pipelineName : undefined}>
          {named ? <StyledPipelineName>{entry.pipelineName}</StyledPipelineName> : null}
          <EntryStage entry={entry} named={named} readOnly={viewOnly} moveTo={moveTo} />
          <EntryDeal contactId={contactId} pipelineId={entry.pipelineId} onSaved={onSaved} readOnly={readOnly} />
        </StyledEntry>
      ))}
      {!viewOnly && others.length > 0 ? <AddToAnotherPipeline pipelines={others} addTo={addTo} /> : null}
    </StyledEntries>
  );
}
