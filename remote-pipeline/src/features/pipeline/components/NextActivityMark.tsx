import { useId } from 'react';
import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { useNow } from '@meridian/shared/app';
import { nextActivityState, type NextActivity, type NextActivityState } from '@meridian/shared/model';
import { useT } from '../../../i18n';
import { currentTimeZone } from '@meridian/shared/format';
import { nextActivityText } from '../utils/nextActivityText';
import { NextActivityIcon } from './NextActivityIcon';

export interface NextActivityMarkProps {
  next: NextActivity | null;
  /** The element that names the mark's text for screen readers, e.g. the card's name button. */
  id?: string;
}

/** Pipedrive's colours: overdue red, today green, planned grey, none planned amber (theme tokens, light and dark). */
const COLOUR: Record<NextActivityState, (theme: DefaultTheme) => string> = {
  overdue: (theme) => theme.colors.dangerFg,
  today: (theme) => theme.colors.success,
  planned: (theme) => theme.colors.textMuted,
  none: (theme) => theme.colors.warning,
};

const StyledMark = styled.span<{ $state: NextActivityState }>`
  --mark-cut: ${({ theme }) => theme.colors.surface};
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 14px;
  height: 18px;
  color: ${({ $state, theme }) => COLOUR[$state](theme)};
`;

/**
 * A card's mark for its contact's next open activity: overdue, today, planned, or none planned.
 * Its words ('Overdue: Call Chloe, Dec 1') are the tooltip and what a screen reader says; the
 * time is read again every minute, so a card turns from today to overdue without a reload.
 */
export function NextActivityMark({ next, id }: NextActivityMarkProps) {
  useT();
  const now = useNow(60_000);
  const fallbackId = useId();
  const state = nextActivityState(next, now, currentTimeZone());
  const text = nextActivityText(next, state);
  return (
    <StyledMark $state={state} id={id ?? fallbackId} role="img" aria-label={text} title={text} data-activity-state={state}>
      <NextActivityIcon state={state} />
    </StyledMark>
  );
}
