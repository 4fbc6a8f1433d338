import { ErrorState } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { SectionSkeleton } from '../../common/components/SectionSkeleton';
import { StyledSectionEmpty, StyledSectionTitle } from '../../common/components/StyledSectionTitle';
import { usePipelineHistory } from '../hooks/usePipelineHistory';
import { historyItem } from '../utils/historyItem';
import { ActivityList } from './ActivityList';

export interface ContactActivityTabProps {
  contactId: string;
}

/**
 * docs/PRODUCT.md §2 Activity tab: pipeline moves, 'Moved to {stage}', date, 'by {changed_by}', notes; and
 * the deal's changes worded 'Value: $1,200.00 → €1,500.00', with the same date and by.
 */
export function ContactActivityTab({ contactId }: ContactActivityTabProps) {
  const t = useT();
  const { history, loading, error, retry } = usePipelineHistory(contactId);
  let body;
  if (loading) body = <SectionSkeleton />;
  else if (error) body = <ErrorState title={t('contacts.activity.loadFailed')} description={error.message} onRetry={retry} />;
  else if (history.length === 0) body = <StyledSectionEmpty>{t('contacts.activity.empty')}</StyledSectionEmpty>;
  else body = <ActivityList items={history.map(historyItem)} />;
  return (
    <section aria-label={t('contacts.activity.title')}>
      <StyledSectionTitle>{t('contacts.activity.title')}</StyledSectionTitle>
      {body}
    </section>
  );
}
