import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { formatDay, formatMoney, formatShortDay, initialsOf } from '@meridian/shared/format';
import type { Deal } from '@meridian/shared/model';
import { space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { isOverdue } from '../utils/isOverdue';
import { OverdueIcon } from './OverdueIcon';

export interface ContactCardDealProps {
  deal: Deal;
  /** A won or lost stage: a past close date there is history, not overdue. */
  closed: boolean;
  /** The card's 'Edit deal' button, at the line's end: the line shows even without a deal. */
  action?: ReactNode;
}

/** One line under the card's text, as wide as the card (at most one line taller). */
const StyledLine = styled.div`
  display: flex;
  grid-column: 1 / -1;
  align-items: center;
  gap: ${space(1)};
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  white-space: nowrap;
`;

/** Shrinks last (with '…'; its title has the exact amount) so the date is never cut. */
const StyledValue = styled.span`
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  text-overflow: ellipsis;
`;

/**
 * Overdue reads as the date's state: a tinted pill with a calendar mark, in the danger colour
 * (contrast checked on its tint in both themes), and 'Overdue' in words for screen readers. No
 * underline: a wavy red one read as a spelling mistake.
 */
const StyledDate = styled.span<{ $overdue: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 3px;
  ${({ $overdue, theme }) =>
    $overdue &&
    css`
      padding: 0 ${space(1)};
      border-radius: ${theme.radius.pill};
      background: ${theme.colors.dangerBg};
      color: ${theme.colors.dangerFg};
      font-weight: ${theme.font.weight.semibold};
    `}
`;

/** Pushes the owner's initials and the edit button to the line's end. */
const StyledEnd = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 2px;
  margin-left: auto;
`;

const StyledOwner = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.text};
  font-size: 10px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Amounts from a thousand up are shortened ('$12.5K') to fit a narrow column; the title is exact. */
const COMPACT_FROM = 1000;

/** A card's deal: value, close date (overdue as a pill, a mark and words) and the owner's initials. */
export function ContactCardDeal({ deal, closed, action }: ContactCardDealProps) {
  const t = useT();
  const { value, currency, close_date: closeDate, owner_id: ownerId, owner_name: ownerName } = deal;
  if (value === null && !closeDate && !ownerId && !action) return null;
  const money = value !== null && currency ? formatMoney(value, currency) : null;
  const shown = money && Number(value) >= COMPACT_FROM ? formatMoney(value!, currency!, { compact: true }) : money;
  const overdue = !closed && isOverdue(closeDate);
  // A narrow column's date ('Dec 4', '12/04', '2027-01-06': the Settings date format); the title has the full one.
  const date = closeDate ? formatDay(closeDate) : null;
  const shortDate = closeDate ? formatShortDay(closeDate) : null;
  const owner = ownerName || t('pipeline.member.unknown');

  return (
    <StyledLine data-deal-line="">
      {shown ? (
        <StyledValue title={t('pipeline.card.value', { value: money })}>
          <StyledHidden>{t('pipeline.card.value', { value: money })}</StyledHidden>
          <span aria-hidden>{shown}</span>
        </StyledValue>
      ) : null}
      {date ? (
        <StyledDate $overdue={overdue} data-overdue={overdue || undefined} title={t(overdue ? 'pipeline.card.overdue' : 'pipeline.card.closeDate', { date })}>
          <StyledHidden>{t(overdue ? 'pipeline.card.overdueShort' : 'pipeline.card.closeDate', { date: shortDate })}</StyledHidden>
          {overdue ? <OverdueIcon /> : null}
          <span aria-hidden>{shortDate}</span>
        </StyledDate>
      ) : null}
      <StyledEnd>
        {ownerId ? (
          <StyledOwner role="img" aria-label={t('pipeline.card.owner', { name: owner })} title={t('pipeline.card.owner', { name: owner })}>
            {initialsOf(ownerName)}
          </StyledOwner>
        ) : null}
        {action}
      </StyledEnd>
    </StyledLine>
  );
}
