import { ApiError, errorText } from '@meridian/shared/api';
import { usePermissions } from '@meridian/shared/app';
import type { DealEditorProps } from '@meridian/shared/federation';
import { EmptyState, ErrorState, LoadingState } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useDeal } from '../hooks/useDeal';
import { DealEditorForm } from './DealEditorForm';
import { DealSummary } from './DealSummary';

/** The deal of one entry: the contact's in `pipelineId`. */
export function EntryDeal({ contactId, pipelineId, onSaved, readOnly = false }: DealEditorProps & { pipelineId: string }) {
  const t = useT();
  const { canCreate } = usePermissions();
  const { answer, error, isValidating, retry } = useDeal(contactId, pipelineId);
  if (!answer) {
    if (error instanceof ApiError && error.status === 404) {
      return <EmptyState title={t('pipeline.deal.notInPipeline.title')} description={t('pipeline.deal.notInPipeline.description')} />;
    }
    if (error && !isValidating) return <ErrorState title={t('pipeline.deal.loadFailed')} description={errorText(error, '') || undefined} onRetry={retry} />;
    return <LoadingState label={t('pipeline.deal.loading')} />;
  }
  if (readOnly || !canCreate) return <DealSummary deal={answer.deal} reason={canCreate ? 'record' : 'role'} />;
  return <DealEditorForm contactId={contactId} pipelineId={pipelineId} deal={answer.deal} defaultCurrency={answer.defaultCurrency} onSaved={onSaved} />;
}
