import styled, { keyframes } from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Accessible name of the status (default: the one loading wording, 'Loading...'). */
  label?: string;
  size?: SpinnerSize;
  /** Hidden from assistive technology (e.g. inside a busy button or a labelled status). */
  decorative?: boolean;
  className?: string;
}

const SIZES: Record<SpinnerSize, number> = { sm: 14, md: 20, lg: 32 };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinner = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => ($size > 20 ? 3 : 2)}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  opacity: 0.8;
  animation: ${spin} 0.7s linear infinite;
`;

export function Spinner({ label, size = 'md', decorative = false, className }: SpinnerProps) {
  const t = useCommonT();
  return decorative ? (
    <StyledSpinner $size={SIZES[size]} aria-hidden className={className} />
  ) : (
    <StyledSpinner $size={SIZES[size]} role="status" aria-label={label ?? t('common.loading')} className={className} />
  );
}
