import type { Activity, ActivitySection } from '@meridian/contract';
import { useSectionActivities } from '../hooks/useSectionActivities';
import { WorkSection } from './WorkSection';

export interface MyWorkSectionProps {
  section: ActivitySection;
  assigneeId: string | null;
  tz: string;
  count: number | undefined;
  renderRow: (activity: Activity, section: ActivitySection) => React.ReactNode;
}

/** A My Work section with its own pages of activities. */
export function MyWorkSection({ section, assigneeId, tz, count, renderRow }: MyWorkSectionProps) {
  const list = useSectionActivities(assigneeId, section, tz);
  return (
    <WorkSection
      section={section}
      count={count}
      activities={list.activities}
      error={list.error}
      onRetry={list.retry}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={list.loadMore}
      renderRow={(activity) => renderRow(activity, section)}
    />
  );
}
