import styled from 'styled-components';
import { errorText } from '@meridian/shared/api';
import { useMembers } from '@meridian/shared/data';
import { Button, ErrorState, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { SectionSkeleton } from '../../common/components/SectionSkeleton';
import { StyledSectionEmpty, StyledSectionTitle } from '../../common/components/StyledSectionTitle';
import { useContactTimeline } from '../hooks/useContactTimeline';
import { timelineItem } from '../utils/timelineItem';
import { ActivityList } from './ActivityList';

export interface ContactActivityTabProps {
  contactId: string;
}

const StyledMore = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  margin-top: ${space(4)};
`;

/**
 * The Activity tab: the contact's full timeline (its audit trail), newest first: field edits,
 * notes, files, stage moves and deal changes, each with who and when; 'No activity history'
 * when there is none; further pages with 'Load more'.
 */
export function ContactActivityTab({ contactId }: ContactActivityTabProps) {
  const t = useT();
  const { nameOf } = useMembers();
  const timeline = useContactTimeline(contactId);
  const items = timeline.events.map((event) => timelineItem(event, nameOf));
  let body;
  if (!timeline.loaded && timeline.error)
    body = <ErrorState title={t('contacts.activity.loadFailed')} description={errorText(timeline.error, timeline.error.message)} onRetry={timeline.retry} />;
  else if (!timeline.loaded) body = <SectionSkeleton />;
  else if (items.length === 0) body = <StyledSectionEmpty>{t('contacts.activity.empty')}</StyledSectionEmpty>;
  else body = <ActivityList items={items} />;
  return (
    <section aria-label={t('contacts.activity.title')}>
      <StyledSectionTitle>{t('contacts.activity.title')}</StyledSectionTitle>
      {body}
      {timeline.loaded && timeline.error ? (
        <StyledMore role="alert">
          <StyledSectionEmpty>{t('contacts.activity.loadMoreFailed')}</StyledSectionEmpty>
          <Button size="sm" onClick={timeline.retry}>
            {t('contacts.activity.retry')}
          </Button>
        </StyledMore>
      ) : null}
      {timeline.loaded && !timeline.error && timeline.hasMore ? (
        <StyledMore>
          <Button size="sm" loading={timeline.loadingMore} onClick={timeline.loadMore}>
            {timeline.loadingMore ? t('contacts.activity.loadingMore') : t('contacts.activity.loadMore')}
          </Button>
        </StyledMore>
      ) : null}
    </section>
  );
}
