import { useId } from 'react';
import type { Activity, ActivitySection } from '@meridian/contract';
import { useCommonT } from '@meridian/shared/i18n';
import { AlertCircleIcon, Badge, Button, space, type BadgeTone } from '@meridian/shared/ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { ActivityRowsSkeleton } from './ActivityRowsSkeleton';

const StyledSection = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const StyledHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A section that could not load: one line with Retry, so four failed sections stay one screen. */
const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  padding: ${space(4)};
  color: ${({ theme }) => theme.colors.dangerFg};
  p {
    flex: 1 1 200px;
    margin: 0;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const TONES: Record<ActivitySection, BadgeTone> = { overdue: 'danger', today: 'warning', upcoming: 'info', done: 'success' };

export interface WorkSectionProps {
  section: ActivitySection;
  count: number | undefined;
  activities: Activity[] | undefined;
  error: Error | undefined;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  renderRow: (activity: Activity) => React.ReactNode;
}

/** One My Work section: its name and count, its rows (or loading, empty, failed), "Load more". */
export function WorkSection({ section, count, activities, error, onRetry, hasMore, loadingMore, onLoadMore, renderRow }: WorkSectionProps) {
  const t = useT();
  const common = useCommonT();
  const headingId = useId();
  let body;
  if (error && !activities) {
    body = (
      <StyledError role="alert">
        <AlertCircleIcon aria-hidden="true" />
        <p>
          {t('activities.section.failed')} <span>{t('activities.section.failedHint')}</span>
        </p>
        <Button size="sm" onClick={onRetry}>
          {common('common.retry')}
        </Button>
      </StyledError>
    );
  } else if (!activities) {
    body = <ActivityRowsSkeleton />;
  } else if (activities.length === 0) {
    body = <StyledEmpty>{t(`activities.empty.${section}`)}</StyledEmpty>;
  } else {
    body = <StyledList aria-labelledby={headingId}>{activities.map(renderRow)}</StyledList>;
  }
  return (
    <StyledSection aria-labelledby={headingId} data-section={section} data-loaded={activities ? true : undefined}>
      <StyledHeading id={headingId}>
        {t(`activities.section.${section}`)}
        {count !== undefined ? <Badge tone={TONES[section]}>{count}</Badge> : null}
      </StyledHeading>
      {body}
      {hasMore && activities?.length ? (
        <StyledMore>
          <Button size="sm" loading={loadingMore} onClick={onLoadMore}>
            {t('activities.section.loadMore')}
          </Button>
        </StyledMore>
      ) : null}
    </StyledSection>
  );
}
