import { Suspense, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorText } from '@meridian/shared/api';
import { Button, EmptyState, ErrorState, PHONE_MEDIA, SkeletonScreen, space, StyledSkeletonBlock } from '@meridian/shared/ui';
import { useT } from '../i18n';
import type { ChartTable } from '../utils/chartTable';
import { StyledChartLink } from './ChartLink';
import { ChartTableView } from './ChartTableView';

/** Room for a chart's axes and bars; the skeleton keeps it, so nothing jumps when figures arrive. */
export const CHART_HEIGHT = 260;
const CHART_HEIGHT_PX = `${CHART_HEIGHT}px`;

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  min-width: 0;
  padding: ${space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${PHONE_MEDIA} {
    padding: ${space(4)};
  }
`;

const StyledHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(2)};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledDescription = styled.p`
  margin: ${space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledBody = styled.div`
  min-height: ${CHART_HEIGHT_PX};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function ChartSkeleton() {
  return (
    <SkeletonScreen>
      <StyledSkeletonBlock $height={CHART_HEIGHT_PX} />
    </SkeletonScreen>
  );
}

export interface ChartCardProps {
  chart: string;
  title: string;
  description: ReactNode;
  state: { loading: boolean; error?: Error; retry: () => void };
  /** Null while there is nothing to draw (loading, failed, no deals). */
  table: ChartTable | null;
  /** The chart itself (loaded on first use); drawn only when `table` has rows. */
  children: ReactNode;
  /** Where "No deals yet" sends the member: the board. */
  emptyLink: string;
  /** Lines under the chart (missing rates, undated deals); nulls are left out. */
  notes?: ReactNode[];
}

/** One chart of the dashboard: title, "Show as table", and its loading, failed and empty states. */
export function ChartCard({ chart, title, description, state, table, children, emptyLink, notes = [] }: ChartCardProps) {
  const t = useT();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const hasRows = Boolean(table && table.rows.length > 0);

  let body: ReactNode;
  if (state.loading) body = <ChartSkeleton />;
  else if (state.error)
    body = <ErrorState title={t('dashboard.card.error')} description={errorText(state.error, t('dashboard.card.errorFallback'))} onRetry={state.retry} />;
  else if (!table || !hasRows)
    body = <EmptyState title={t('dashboard.card.empty')} action={<StyledChartLink to={emptyLink}>{t('dashboard.card.emptyLink')}</StyledChartLink>} />;
  else if (asTable) body = <ChartTableView caption={title} table={table} />;
  else body = <Suspense fallback={<ChartSkeleton />}>{children}</Suspense>;

  return (
    <StyledCard aria-labelledby={titleId} data-chart={chart}>
      <StyledHead>
        <div>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          <StyledDescription>{description}</StyledDescription>
        </div>
        {hasRows ? (
          <Button size="sm" variant="secondary" aria-pressed={asTable} onClick={() => setAsTable((on) => !on)}>
            {t('dashboard.card.showTable')}
          </Button>
        ) : null}
      </StyledHead>
      <StyledBody>{body}</StyledBody>
      {hasRows && !state.error ? notes.filter(Boolean).map((note, i) => <StyledNote key={i}>{note}</StyledNote>) : null}
    </StyledCard>
  );
}
