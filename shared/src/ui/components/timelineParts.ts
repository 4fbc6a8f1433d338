// A record's timeline (a contact's or a company's Activity tab): a list of events, each with what
// happened, its changed fields, and when and by whom. One look for every remote that shows one.
import styled from 'styled-components';
import { space } from '../theme/tokens';

export const StyledTimeline = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledTimelineItem = styled.li`
  padding-left: ${space(3)};
  border-left: 2px solid ${({ theme }) => theme.colors.primary};
`;

export const StyledTimelineTitle = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** A changed field under its event: it wraps, the values can be long. */
export const StyledTimelineLine = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** When and by whom, and other quieter lines. */
export const StyledTimelineMuted = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
