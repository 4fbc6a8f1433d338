import { useT } from '../i18n';
import { useDashboardChart } from '../hooks/useDashboardChart';
import { amountOf, axisMoney, missingOf, moneyText, monthText } from '../utils/chartFigures';
import { boardLink, contactsByStatusLink } from '../utils/dashboardLinks';
import { missingRatesNote } from '../utils/missingRatesNote';
import type { BarPoint } from '../utils/barPoints';
import { ChartCard } from './ChartCard';
import { StyledChartLink } from './ChartLink';
import { LazyBarsChart } from './LazyBarsChart';
import type { ChartCardOfProps } from './StagesCard';

const WON = contactsByStatusLink('won');
const LOST = contactsByStatusLink('lost');

/** Won and lost by month: the deals now in a won / lost stage, by the month they entered it. */
export function WonLostCard({ query, owner, fallbackLink }: ChartCardOfProps) {
  const t = useT();
  const state = useDashboardChart('won-lost', query);
  const answer = state.data;
  const points: BarPoint[] = (answer?.months ?? []).map((m) => ({
    key: m.month,
    label: monthText(m.month),
    link: WON,
    links: { won: WON, lost: LOST },
    values: { won: amountOf(m.won), lost: amountOf(m.lost) },
    texts: { won: moneyText(m.won), lost: moneyText(m.lost) },
  }));
  const table = answer?.months.some((m) => m.won.count + m.lost.count > 0)
    ? {
        head: [t('dashboard.column.month'), t('dashboard.column.won'), t('dashboard.column.lost')],
        rows: points.map((p, i) => ({ key: p.key, cells: [monthText(answer.months[i].month, 'long'), p.texts.won, p.texts.lost] })),
      }
    : null;
  const title = t('dashboard.wonLost.title');
  const totals = answer?.months.flatMap((m) => [m.won, m.lost]) ?? [];
  return (
    <ChartCard
      chart="won-lost"
      title={title}
      description={t('dashboard.wonLost.description')}
      state={state}
      table={table}
      emptyLink={answer ? boardLink(answer.pipeline.id, owner) : fallbackLink}
      notes={[
        <>
          <StyledChartLink to={WON}>{t('dashboard.wonLost.openWon')}</StyledChartLink>
          {' · '}
          <StyledChartLink to={LOST}>{t('dashboard.wonLost.openLost')}</StyledChartLink>
        </>,
        missingRatesNote(missingOf(totals)),
      ]}
    >
      <LazyBarsChart
        label={t('dashboard.card.chartLabel', { title })}
        points={points}
        series={[
          { key: 'won', name: t('dashboard.column.won'), tone: 'success', tick: axisMoney(answer?.currency ?? 'USD') },
          { key: 'lost', name: t('dashboard.column.lost'), tone: 'danger', tick: axisMoney(answer?.currency ?? 'USD') },
        ]}
      />
    </ChartCard>
  );
}
