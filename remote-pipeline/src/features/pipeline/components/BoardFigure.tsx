import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@meridian/shared/format';
import type { ConvertedTotal } from '@meridian/shared/model';
import { PHONE_MEDIA, PHONE_QUERY, space, useMediaQuery } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface BoardFigureProps {
  label: string;
  /** The figure in the default currency, with the per-currency sums it came from. */
  total: ConvertedTotal | undefined;
  /** Says how the figure is made (in the tooltip, and the figure's description for screen readers). */
  explanation: string;
  /** No answer yet reads as zero in this currency (the organisation's default). */
  currency: string;
}

const StyledFigure = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  /* A phone's tooltip spans the summary (the list is its frame), not a third of it. */
  ${PHONE_MEDIA} {
    position: static;
  }
`;

const StyledLabel = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
`;

const StyledValue = styled.dd`
  margin: 0;
  min-width: 0;
`;

/** The figure itself: a button only to be reachable by keyboard, its tooltip shown on focus as on hover. */
const StyledTrigger = styled.button`
  max-width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: left;
  overflow-wrap: anywhere;
  cursor: help;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
`;

const StyledTip = styled.div<{ $open: boolean }>`
  position: absolute;
  z-index: 20;
  top: 100%;
  left: 0;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  width: max-content;
  max-width: min(22rem, calc(100vw - 2rem));
  margin-top: ${space(1)};
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  p,
  ul {
    margin: 0;
  }
  ul {
    margin-top: ${space(1)};
    padding-left: ${space(4)};
    font-variant-numeric: tabular-nums;
  }
  ${PHONE_MEDIA} {
    right: 0;
    width: auto;
    max-width: none;
  }
`;

/**
 * One header figure (Open pipeline, Weighted forecast, Won, Closing this month / quarter): one
 * amount in the default currency; hover or focus shows how it is made and the per-currency sums
 * it came from (Escape hides it). A currency without an exchange rate is left out and named in
 * the tip (the summary names them once under the figures).
 */
export function BoardFigure({ label, total, explanation, currency }: BoardFigureProps) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const shown = total ?? { currency, value: '0', count: 0, parts: [], missing: [] };
  const missing = shown.missing.join(', ');
  return (
    <StyledFigure onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <StyledLabel>{label}</StyledLabel>
      <StyledValue>
        <StyledTrigger
          type="button"
          aria-describedby={tipId}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        >
          {formatMoney(shown.value, shown.currency, { compact: phone })}
        </StyledTrigger>
        <StyledTip role="tooltip" id={tipId} $open={open}>
          <p>{explanation}</p>
          <p>{t('pipeline.totals.convertedInto', { default: shown.currency })}</p>
          {shown.parts.length ? (
            <ul>
              {shown.parts.map((part) => (
                <li key={part.currency}>{t('pipeline.totals.part', { amount: formatMoney(part.value, part.currency), count: part.count })}</li>
              ))}
            </ul>
          ) : null}
          {missing ? <p>{t('pipeline.totals.noRateLong', { currencies: missing, default: shown.currency })}</p> : null}
        </StyledTip>
      </StyledValue>
    </StyledFigure>
  );
}
