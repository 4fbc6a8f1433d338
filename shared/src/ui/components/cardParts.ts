import styled from 'styled-components';

/** A list card's title block beside its avatar or logo: takes the room left, and lets its text ellipsise. */
export const StyledCardTitle = styled.div`
  flex: 1;
  min-width: 0;
`;

/** A list card's name (contacts, companies): one line, cut with an ellipsis; the title holds the whole name. */
export const StyledCardName = styled.h2`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
