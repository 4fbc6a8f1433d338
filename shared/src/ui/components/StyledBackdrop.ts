import styled, { keyframes, type DefaultTheme } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * The dimmed layer behind SidePanel and ConfirmDialog (clicking it closes them). It shares the
 * layer's z-index and comes first in the DOM, so the surface it belongs to stays above it.
 */
export const StyledBackdrop = styled.div<{ $layer: keyof DefaultTheme['z'] }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $layer }) => theme.z[$layer]};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
`;
