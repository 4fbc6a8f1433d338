import { formatCount } from '@meridian/shared/format';
import { useT } from '../i18n';
import { useDashboardChart } from '../hooks/useDashboardChart';
import { amountOf, axisMoney, missingOf, moneyText, monthText, partsText } from '../utils/chartFigures';
import { boardLink } from '../utils/dashboardLinks';
import { missingRatesNote } from '../utils/missingRatesNote';
import type { BarPoint } from '../utils/barPoints';
import { ChartCard } from './ChartCard';
import { LazyBarsChart } from './LazyBarsChart';
import type { ChartCardOfProps } from './StagesCard';

/** Weighted forecast by month: open deals × their stage's probability, by month of close date. */
export function ForecastCard({ query, owner, fallbackLink }: ChartCardOfProps) {
  const t = useT();
  const state = useDashboardChart('forecast', query);
  const answer = state.data;
  const points: BarPoint[] = (answer?.months ?? []).map((m) => ({
    key: m.month,
    label: monthText(m.month),
    link: boardLink(answer!.pipeline.id, owner),
    values: { weighted: amountOf(m.weighted) },
    texts: { weighted: moneyText(m.weighted), count: formatCount(m.count) },
    hint: m.weighted.parts.length > 1 ? partsText(m.weighted) : undefined,
  }));
  const undated = answer?.undated ?? 0;
  const table =
    answer && (undated > 0 || answer.months.some((m) => m.count > 0))
      ? {
          head: [t('dashboard.column.month'), t('dashboard.column.deals'), t('dashboard.column.weighted')],
          rows: points.map((p, i) => ({ key: p.key, cells: [monthText(answer.months[i].month, 'long'), p.texts.count, p.texts.weighted] })),
        }
      : null;
  const title = t('dashboard.forecast.title');
  return (
    <ChartCard
      chart="forecast"
      title={title}
      description={t('dashboard.forecast.description')}
      state={state}
      table={table}
      emptyLink={answer ? boardLink(answer.pipeline.id, owner) : fallbackLink}
      notes={[
        undated > 0 ? t('dashboard.forecast.undated', { count: undated }) : null,
        missingRatesNote(missingOf(answer?.months.map((m) => m.weighted) ?? [])),
      ]}
    >
      <LazyBarsChart
        label={t('dashboard.card.chartLabel', { title })}
        points={points}
        series={[{ key: 'weighted', name: t('dashboard.column.weighted'), tone: 'info', tick: axisMoney(answer?.currency ?? 'USD') }]}
      />
    </ChartCard>
  );
}
