import { ApiError, errorText } from '@meridian/shared/api';
import type { DealEditorProps } from '@meridian/shared/federation';
import { EmptyState, ErrorState, LoadingState } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useDeal } from '../hooks/useDeal';
import { DealEditorForm } from './DealEditorForm';

/**
 * A contact's deal, loaded by the editor itself (so the board's side panel and the contact page
 * need nothing but the id), then edited in a form that saves only what changed.
 */
export function DealEditor({ contactId, onSaved }: DealEditorProps) {
  const t = useT();
  const { answer, error, isValidating, retry } = useDeal(contactId);
  if (!answer) {
    if (error instanceof ApiError && error.status === 404) {
      return <EmptyState title={t('pipeline.deal.notInPipeline.title')} description={t('pipeline.deal.notInPipeline.description')} />;
    }
    if (error && !isValidating) return <ErrorState title={t('pipeline.deal.loadFailed')} description={errorText(error, '') || undefined} onRetry={retry} />;
    return <LoadingState label={t('pipeline.deal.loading')} />;
  }
  return <DealEditorForm contactId={contactId} deal={answer.deal} defaultCurrency={answer.defaultCurrency} onSaved={onSaved} />;
}
