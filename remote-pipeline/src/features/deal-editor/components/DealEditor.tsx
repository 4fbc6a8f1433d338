import { ApiError, errorText } from '@meridian/shared/api';
import { usePermissions } from '@meridian/shared/app';
import type { DealEditorProps } from '@meridian/shared/federation';
import { EmptyState, ErrorState, LoadingState } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useDeal } from '../hooks/useDeal';
import { DealEditorForm } from './DealEditorForm';
import { DealSummary } from './DealSummary';

/**
 * A contact's deal, loaded by the editor itself (so the board's side panel and the contact page
 * need nothing but the id), then edited in a form that saves only what changed; shown as text to
 * a member who may not change it.
 */
export function DealEditor({ contactId, onSaved, readOnly = false }: DealEditorProps) {
  const t = useT();
  const { canCreate } = usePermissions();
  const { answer, error, isValidating, retry } = useDeal(contactId);
  if (!answer) {
    if (error instanceof ApiError && error.status === 404) {
      return <EmptyState title={t('pipeline.deal.notInPipeline.title')} description={t('pipeline.deal.notInPipeline.description')} />;
    }
    if (error && !isValidating) return <ErrorState title={t('pipeline.deal.loadFailed')} description={errorText(error, '') || undefined} onRetry={retry} />;
    return <LoadingState label={t('pipeline.deal.loading')} />;
  }
  if (readOnly || !canCreate) return <DealSummary deal={answer.deal} reason={canCreate ? 'record' : 'role'} />;
  return <DealEditorForm contactId={contactId} deal={answer.deal} defaultCurrency={answer.defaultCurrency} onSaved={onSaved} />;
}
