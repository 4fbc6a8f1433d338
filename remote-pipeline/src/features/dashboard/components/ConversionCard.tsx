import { formatCount, formatDay } from '@meridian/shared/format';
import { useT } from '../i18n';
import { useDashboardChart } from '../hooks/useDashboardChart';
import { rateText } from '../utils/chartFigures';
import { boardLink } from '../utils/dashboardLinks';
import type { BarPoint } from '../utils/barPoints';
import { ChartCard } from './ChartCard';
import { StyledChartLink } from './ChartLink';
import { LazyBarsChart } from './LazyBarsChart';
import type { ChartCardOfProps } from './StagesCard';

/** Conversion to Won: of the deals that entered each stage in the period, the share won now. */
export function ConversionCard({ query, owner, fallbackLink }: ChartCardOfProps) {
  const t = useT();
  const state = useDashboardChart('conversion', query);
  const answer = state.data;
  const points: BarPoint[] = (answer?.stages ?? []).map((s) => ({
    key: s.id,
    label: s.name,
    link: boardLink(answer!.pipeline.id, owner),
    values: { rate: s.rate },
    texts: { rate: rateText(s.rate), entered: formatCount(s.entered), won: formatCount(s.won) },
  }));
  const table = answer?.stages.some((s) => s.entered > 0)
    ? {
        head: [t('dashboard.column.stage'), t('dashboard.column.entered'), t('dashboard.column.wonNow'), t('dashboard.column.rate')],
        rows: points.map((p) => ({
          key: p.key,
          cells: [<StyledChartLink to={p.link}>{p.label}</StyledChartLink>, p.texts.entered, p.texts.won, p.texts.rate],
        })),
      }
    : null;
  const title = t('dashboard.conversion.title');
  const period = answer ? { from: formatDay(answer.from), to: formatDay(answer.to) } : null;
  return (
    <ChartCard
      chart="conversion"
      title={title}
      description={period ? t('dashboard.conversion.description', period) : t('dashboard.conversion.descriptionAny')}
      state={state}
      table={table}
      emptyLink={answer ? boardLink(answer.pipeline.id, owner) : fallbackLink}
    >
      <LazyBarsChart
        label={t('dashboard.card.chartLabel', { title })}
        points={points}
        series={[{ key: 'rate', name: t('dashboard.column.rate'), tone: 'primary', tick: rateText }]}
      />
    </ChartCard>
  );
}
