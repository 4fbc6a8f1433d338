import styled from 'styled-components';
import type { BarPoint, BarSeries } from '../utils/barPoints';

const StyledTip = styled.div`
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
  }
  p + p {
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface BarsTooltipProps {
  series: BarSeries[];
  active?: boolean;
  payload?: readonly { payload?: { point?: BarPoint } }[];
}

/** The hover's words: the category, each series' exact figure, and the per-currency sums. */
export function BarsTooltip({ series, active, payload }: BarsTooltipProps) {
  const point = payload?.[0]?.payload?.point;
  if (!active || !point) return null;
  return (
    <StyledTip>
      <p>
        <strong>{point.label}</strong>
      </p>
      {series.map((s) => (
        <p key={s.key}>{`${s.name}: ${point.texts[s.key] ?? ''}`}</p>
      ))}
      {point.hint ? <p>{point.hint}</p> : null}
    </StyledTip>
  );
}
