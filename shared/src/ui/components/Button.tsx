import type { ComponentPropsWithRef } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { space } from '../theme/tokens';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks. */
  loading?: boolean;
}

const variants: Record<ButtonVariant, (t: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (t) => css`
    background: ${t.colors.primary};
    color: ${t.colors.primaryText};
    &:hover:not(:disabled) {
      background: ${t.colors.primaryHover};
    }
  `,
  secondary: (t) => css`
    background: ${t.colors.surface};
    color: ${t.colors.text};
    border-color: ${t.colors.borderStrong};
    box-shadow: ${t.shadow.sm};
    &:hover:not(:disabled) {
      background: ${t.colors.surfaceHover};
    }
  `,
  ghost: (t) => css`
    background: transparent;
    color: ${t.colors.text};
    &:hover:not(:disabled) {
      background: ${t.colors.surfaceHover};
    }
  `,
  danger: (t) => css`
    background: ${t.colors.danger};
    color: ${t.colors.dangerText};
    &:hover:not(:disabled) {
      background: ${t.colors.dangerHover};
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  height: ${({ $size }) => ($size === 'sm' ? '30px' : '36px')};
  padding: 0 ${({ $size }) => ($size === 'sm' ? space(3) : space(4))};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  ${({ theme, $variant }) => variants[$variant](theme)}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

export function Button({ variant = 'secondary', size = 'md', loading = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <StyledButton type={type} $variant={variant} $size={size} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </StyledButton>
  );
}
