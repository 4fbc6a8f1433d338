import styled, { css } from 'styled-components';
import { space } from '@meridian/shared/ui';

/** The card frame shared by a board card and its drag preview. */
export const StyledCardFrame = styled.div<{ $dragging?: boolean; $lifted?: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${space(1)} ${space(2)};
  padding: ${space(3)} ${space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  cursor: pointer;
  touch-action: manipulation;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  /* The card left behind while its copy is lifted: a dashed outline of where it came from. */
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      border-style: dashed;
      border-color: ${theme.colors.primary};
      box-shadow: none;
      opacity: 0.4;
    `}
  ${({ $lifted, theme }) =>
    $lifted &&
    css`
      cursor: grabbing;
      box-shadow: ${theme.shadow.lg};
      border-color: ${theme.colors.primary};
      transform: rotate(-2deg) scale(1.03);
    `}
`;
