import { useTheme } from 'styled-components';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useNavigate } from '@meridian/shared/routing';
import type { BarPoint, BarSeries, SeriesTone } from '../utils/barPoints';
import { CHART_HEIGHT } from '../components/ChartCard';
import { BarsTooltip } from './BarsTooltip';

export interface BarsChartProps {
  points: BarPoint[];
  series: BarSeries[];
  /** Categories down the side (long names: owners, stages), else along the bottom. */
  horizontal?: boolean;
  /** What the chart is, for assistive technology (its figures are in the card's table). */
  label: string;
}

/**
 * Every dashboard chart: bars in the theme's colours, the exact figures on hover, and a press on a
 * bar opens the board or list it counts. Not keyboard-reachable itself: the card's table holds the
 * same figures and links.
 */
export default function BarsChart({ points, series, horizontal = false, label }: BarsChartProps) {
  const theme = useTheme();
  const navigate = useNavigate();
  const tones: Record<SeriesTone, string> = {
    primary: theme.colors.primary,
    info: theme.colors.info,
    success: theme.colors.success,
    danger: theme.colors.dangerFg,
    warning: theme.colors.warning,
  };
  const data = points.map((p) => ({ ...p.values, label: p.label, point: p }));
  const tick = { fill: theme.colors.textMuted, fontSize: 12 };
  // Twelve months or six stages do not fit a phone's width: ticks that would overlap are left out (the table names every one).
  const category = { dataKey: 'label', tick, stroke: theme.colors.border, interval: 'preserveStartEnd' as const, minTickGap: 8 };
  const valueAxis = (s: BarSeries) => ({ yAxisId: s.right ? 'right' : 'left', tick, stroke: theme.colors.border, tickFormatter: s.tick });
  const axes = [...new Map(series.map((s) => [s.right ? 'right' : 'left', s])).values()];
  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={data} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" horizontal={!horizontal} vertical={horizontal} />
          {horizontal ? (
            <>
              <YAxis type="category" {...category} width={110} />
              {axes.map((s) => (
                <XAxis key={s.key} type="number" {...valueAxis(s)} xAxisId={s.right ? 'right' : 'left'} orientation={s.right ? 'top' : 'bottom'} />
              ))}
            </>
          ) : (
            <>
              <XAxis {...category} />
              {axes.map((s) => (
                <YAxis key={s.key} {...valueAxis(s)} orientation={s.right ? 'right' : 'left'} width={s.right ? 40 : 80} />
              ))}
            </>
          )}
          <Tooltip cursor={{ fill: theme.colors.surfaceHover }} content={<BarsTooltip series={series} />} />
          <Legend wrapperStyle={{ color: theme.colors.textMuted, fontSize: 12 }} />
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={tones[s.tone]}
              radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
              {...(horizontal ? { xAxisId: s.right ? 'right' : 'left' } : { yAxisId: s.right ? 'right' : 'left' })}
              cursor="pointer"
              onClick={(entry: { payload?: { point?: BarPoint } }) => {
                const point = entry.payload?.point;
                if (point) navigate(point.links?.[s.key] ?? point.link);
              }}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
