import { StyledSectionEmpty, StyledSectionTitle } from '../../common/components/StyledSectionTitle';
import { useRecentActivity } from '../hooks/useRecentActivity';
import { ActivityList } from './ActivityList';

export interface RecentActivityProps {
  contactId: string;
}

/** The 5 newest items, notes, pipeline moves and deal changes mixed ('Added note', 'Moved to {stage}', 'Owner: Ann → Bob'). */
export function RecentActivity({ contactId }: RecentActivityProps) {
  const { items, loading } = useRecentActivity(contactId);
  return (
    <section aria-label="Recent Activity">
      <StyledSectionTitle>Recent Activity</StyledSectionTitle>
      {!loading && items.length === 0 ? <StyledSectionEmpty>No recent activity</StyledSectionEmpty> : null}
      <ActivityList items={items} />
    </section>
  );
}
