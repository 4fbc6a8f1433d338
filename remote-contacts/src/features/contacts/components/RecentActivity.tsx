import { StyledSectionEmpty, StyledSectionTitle } from '../../common/components/StyledSectionTitle';
import { useRecentActivity } from '../hooks/useRecentActivity';
import { useT } from '../../../i18n';
import { ActivityList } from './ActivityList';

export interface RecentActivityProps {
  contactId: string;
}

/** The 5 newest items, notes, pipeline moves and deal changes mixed ('Added note', 'Moved to {stage}', 'Owner: Ann → Bob'). */
export function RecentActivity({ contactId }: RecentActivityProps) {
  const t = useT();
  const { items, loading } = useRecentActivity(contactId);
  return (
    <section aria-label={t('contacts.activity.recent')}>
      <StyledSectionTitle>{t('contacts.activity.recent')}</StyledSectionTitle>
      {!loading && items.length === 0 ? <StyledSectionEmpty>{t('contacts.activity.recentEmpty')}</StyledSectionEmpty> : null}
      <ActivityList items={items} />
    </section>
  );
}
