import { useT } from '../i18n';
import { useDashboardChart } from '../hooks/useDashboardChart';
import { amountOf, axisMoney, missingOf, moneyText } from '../utils/chartFigures';
import { boardLink } from '../utils/dashboardLinks';
import { missingRatesNote } from '../utils/missingRatesNote';
import type { BarPoint } from '../utils/barPoints';
import { ChartCard } from './ChartCard';
import { StyledChartLink } from './ChartLink';
import { LazyBarsChart } from './LazyBarsChart';
import type { ChartCardOfProps } from './StagesCard';

/** Deals by owner: each deal owner's open and won value, most open value first; a bar opens their board. */
export function OwnersCard({ query, owner, fallbackLink }: ChartCardOfProps) {
  const t = useT();
  const state = useDashboardChart('owners', query);
  const answer = state.data;
  const points: BarPoint[] = (answer?.owners ?? []).map((o) => ({
    key: o.owner_id ?? '-',
    label: o.name ?? t('dashboard.owners.nobody'),
    // The board filters by a member; the deals of nobody are on the whole board.
    link: boardLink(answer!.pipeline.id, o.owner_id ?? owner),
    values: { open: amountOf(o.open), won: amountOf(o.won) },
    texts: { open: moneyText(o.open), won: moneyText(o.won) },
  }));
  const table = points.length
    ? {
        head: [t('dashboard.column.owner'), t('dashboard.column.open'), t('dashboard.column.won')],
        rows: points.map((p) => ({ key: p.key, cells: [<StyledChartLink to={p.link}>{p.label}</StyledChartLink>, p.texts.open, p.texts.won] })),
      }
    : null;
  const title = t('dashboard.owners.title');
  const totals = answer?.owners.flatMap((o) => [o.open, o.won]) ?? [];
  return (
    <ChartCard
      chart="owners"
      title={title}
      description={t('dashboard.owners.description')}
      state={state}
      table={table}
      emptyLink={answer ? boardLink(answer.pipeline.id, owner) : fallbackLink}
      notes={[missingRatesNote(missingOf(totals))]}
    >
      <LazyBarsChart
        label={t('dashboard.card.chartLabel', { title })}
        horizontal
        points={points}
        series={[
          { key: 'open', name: t('dashboard.column.open'), tone: 'primary', tick: axisMoney(answer?.currency ?? 'USD') },
          { key: 'won', name: t('dashboard.column.won'), tone: 'success', tick: axisMoney(answer?.currency ?? 'USD') },
        ]}
      />
    </ChartCard>
  );
}
