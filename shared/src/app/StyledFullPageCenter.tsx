import styled from 'styled-components';

/** The whole viewport, content centred: the gate's spinner, the sign-in and error screens. */
export const StyledFullPageCenter = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px;
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
`;
