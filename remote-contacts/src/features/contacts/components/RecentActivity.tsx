import { SectionEmpty, SectionTitle } from '../../common/components/SectionTitle';
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
      <SectionTitle>Recent Activity</SectionTitle>
      {!loading && items.length === 0 ? <SectionEmpty>No recent activity</SectionEmpty> : null}
      <ActivityList items={items} />
    </section>
  );
}
