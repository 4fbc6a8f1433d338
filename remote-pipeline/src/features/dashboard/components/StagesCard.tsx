import { formatCount } from '@meridian/shared/format';
import type { DashboardQuery } from '@meridian/shared/api';
import { useT } from '../i18n';
import { useDashboardChart } from '../hooks/useDashboardChart';
import { amountOf, axisMoney, missingOf, moneyText, partsText } from '../utils/chartFigures';
import { boardLink } from '../utils/dashboardLinks';
import { missingRatesNote } from '../utils/missingRatesNote';
import type { BarPoint } from '../utils/barPoints';
import { ChartCard } from './ChartCard';
import { StyledChartLink } from './ChartLink';
import { LazyBarsChart } from './LazyBarsChart';

export interface ChartCardOfProps {
  query: DashboardQuery | null;
  /** The board's ?owner= form of the filter ('me', a member id), handed on by the links. */
  owner: string | null;
  /** The board to open when there is nothing to chart. */
  fallbackLink: string;
}

/** Pipeline by stage: the live deals in each stage, their number and converted value, in board order. */
export function StagesCard({ query, owner, fallbackLink }: ChartCardOfProps) {
  const t = useT();
  const state = useDashboardChart('stages', query);
  const answer = state.data;
  const points: BarPoint[] = (answer?.stages ?? []).map((s) => ({
    key: s.id,
    label: s.name,
    link: boardLink(answer!.pipeline.id, owner),
    values: { value: amountOf(s.value), count: s.count },
    texts: { value: moneyText(s.value), count: formatCount(s.count) },
    hint: s.value.parts.length > 1 ? partsText(s.value) : undefined,
  }));
  const table = answer?.stages.some((s) => s.count > 0)
    ? {
        head: [t('dashboard.column.stage'), t('dashboard.column.deals'), t('dashboard.column.value')],
        rows: points.map((p) => ({ key: p.key, cells: [<StyledChartLink to={p.link}>{p.label}</StyledChartLink>, p.texts.count, p.texts.value] })),
      }
    : null;
  const title = t('dashboard.stages.title');
  return (
    <ChartCard
      chart="stages"
      title={title}
      description={t('dashboard.stages.description')}
      state={state}
      table={table}
      emptyLink={answer ? boardLink(answer.pipeline.id, owner) : fallbackLink}
      notes={[missingRatesNote(missingOf(answer?.stages.map((s) => s.value) ?? []))]}
    >
      <LazyBarsChart
        label={t('dashboard.card.chartLabel', { title })}
        points={points}
        series={[
          { key: 'value', name: t('dashboard.column.value'), tone: 'primary', tick: axisMoney(answer?.currency ?? 'USD') },
          { key: 'count', name: t('dashboard.column.deals'), tone: 'info', right: true, tick: (n) => formatCount(n) },
        ]}
      />
    </ChartCard>
  );
}
