import styled from 'styled-components';
import { errorText } from '@meridian/shared/api';
import { useMembers } from '@meridian/shared/data';
import { formatDateTime } from '@meridian/shared/format';
import { Link } from '@meridian/shared/routing';
import {
  Button,
  ErrorState,
  SkeletonScreen,
  StyledSkeletonBlock,
  StyledSkeletonLines,
  StyledTimeline,
  StyledTimelineItem,
  StyledTimelineLine,
  StyledTimelineMuted,
  StyledTimelineTitle,
  space,
} from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useCompanyTimeline } from '../hooks/useCompanyTimeline';
import { contactPagePath } from '../utils/companyContactsPath';
import { timelineLine } from '../utils/timelineLine';

export interface CompanyActivityTabProps {
  companyId: string;
}

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${space(6)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const StyledContactLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledMore = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  margin-top: ${space(4)};
`;

function TimelineSkeleton() {
  return (
    <SkeletonScreen>
      <StyledSkeletonLines>
        {Array.from({ length: 3 }, (_, i) => (
          <StyledSkeletonBlock key={i} $width={i % 2 === 0 ? '90%' : '60%'} $height="14px" />
        ))}
      </StyledSkeletonLines>
    </SkeletonScreen>
  );
}

/**
 * The Activity tab: the company's timeline, its own changes and its contacts' (each naming the
 * contact), newest first, with who and when; 'No recent activity for this company.' when there is
 * none; further pages with 'Load more'.
 */
export function CompanyActivityTab({ companyId }: CompanyActivityTabProps) {
  const t = useT();
  const { nameOf } = useMembers();
  const timeline = useCompanyTimeline(companyId);
  if (!timeline.loaded && timeline.error) {
    return <ErrorState title={t('companies.activity.loadFailed')} description={errorText(timeline.error, timeline.error.message)} onRetry={timeline.retry} />;
  }
  if (!timeline.loaded) return <TimelineSkeleton />;
  if (timeline.events.length === 0) return <StyledEmpty>{t('companies.detail.noActivity')}</StyledEmpty>;
  return (
    <section aria-label={t('companies.activity.label')}>
      <StyledTimeline>
        {timeline.events
          .map((event) => timelineLine(event, nameOf))
          .map((line) => (
            <StyledTimelineItem key={line.id}>
              <StyledTimelineTitle>{line.title}</StyledTimelineTitle>
              {line.lines.map((text, index) => (
                <StyledTimelineLine key={index}>{text}</StyledTimelineLine>
              ))}
              {line.detail ? <StyledTimelineMuted>{line.detail}</StyledTimelineMuted> : null}
              <StyledTimelineMuted>{t('companies.activity.atBy', { at: formatDateTime(line.at), by: line.by })}</StyledTimelineMuted>
              {line.contact ? (
                <StyledContactLink to={contactPagePath(line.contact.id)}>{t('companies.activity.viewContact', { name: line.contact.name })}</StyledContactLink>
              ) : null}
            </StyledTimelineItem>
          ))}
      </StyledTimeline>
      {timeline.error ? (
        <StyledMore role="alert">
          <StyledTimelineMuted>{t('companies.activity.loadMoreFailed')}</StyledTimelineMuted>
          <Button size="sm" onClick={timeline.retry}>
            {t('companies.activity.retry')}
          </Button>
        </StyledMore>
      ) : null}
      {!timeline.error && timeline.hasMore ? (
        <StyledMore>
          <Button size="sm" loading={timeline.loadingMore} onClick={timeline.loadMore}>
            {timeline.loadingMore ? t('companies.activity.loadingMore') : t('companies.activity.loadMore')}
          </Button>
        </StyledMore>
      ) : null}
    </section>
  );
}
