import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export type IconButtonVariant = 'ghost' | 'secondary' | 'danger';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'> {
  /** Required: an icon-only button has no other accessible name. */
  'aria-label': string;
  variant?: IconButtonVariant;
  size?: 'sm' | 'md';
}

const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => ($size === 'sm' ? '28px' : '36px')};
  height: ${({ $size }) => ($size === 'sm' ? '28px' : '36px')};
  padding: 0;
  border: 1px solid ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.borderStrong : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $variant }) => ($variant === 'danger' ? theme.colors.dangerFg : theme.colors.textMuted)};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  &:hover:not(:disabled),
  &[aria-pressed='true'] {
    background: ${({ theme, $variant }) => ($variant === 'danger' ? theme.colors.dangerBg : theme.colors.surfaceHover)};
    color: ${({ theme, $variant }) => ($variant === 'danger' ? theme.colors.dangerFg : theme.colors.text)};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export function IconButton({ variant = 'ghost', size = 'md', type = 'button', ...rest }: IconButtonProps) {
  return <StyledIconButton type={type} $variant={variant} $size={size} {...rest} />;
}
