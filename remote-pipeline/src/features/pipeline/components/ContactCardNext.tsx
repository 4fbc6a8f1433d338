import styled from 'styled-components';
import type { NextActivity } from '@meridian/shared/model';
import { StyledVisuallyHidden } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface ContactCardNextProps {
  /** The contact's next open activity: when one is planned, the card names it. */
  next: NextActivity | null;
  /** The deal's next step, named when no activity is planned. */
  nextStep: string | null;
}

/** Under the email and company, as wide as they are; one line, its title has it whole. */
const StyledLine = styled.div`
  display: flex;
  grid-column: 2 / -1;
  align-items: center;
  gap: 4px;
  min-width: 0;
  margin-top: -2px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  white-space: nowrap;
`;

const StyledText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const StyledArrow = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What happens next on this card: the next planned activity's subject, otherwise the deal's next step. */
export function ContactCardNext({ next, nextStep }: ContactCardNextProps) {
  const t = useT();
  const text = next ? next.subject : nextStep;
  if (!text) return null;
  const words = next ? t('pipeline.card.nextActivity', { subject: text }) : t('pipeline.card.nextStep', { step: text });
  return (
    <StyledLine title={words} data-next-line="">
      <StyledArrow width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M2 8h11M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
      </StyledArrow>
      <StyledVisuallyHidden>{words}</StyledVisuallyHidden>
      <StyledText aria-hidden>{text}</StyledText>
    </StyledLine>
  );
}
