import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { space, type SpaceStep } from '../theme/tokens';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** Hover affordance for clickable cards. */
  interactive?: boolean;
  /** Highlight (e.g. selected in multi-select mode). */
  selected?: boolean;
  /** Inner padding as a space step (default 4 = 16px). */
  padding?: SpaceStep;
}

const StyledCard = styled.div<{ $interactive: boolean; $selected: boolean; $padding: SpaceStep }>`
  position: relative;
  padding: ${({ $padding }) => space($padding)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      cursor: pointer;
      &:hover {
        border-color: ${theme.colors.borderStrong};
        box-shadow: ${theme.shadow.md};
      }
    `}

  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.colors.primary};
      box-shadow: 0 0 0 1px ${theme.colors.primary};
    `}
`;

export function Card({ interactive = false, selected = false, padding = 4, ...rest }: CardProps) {
  return <StyledCard $interactive={interactive} $selected={selected} $padding={padding} {...rest} />;
}
