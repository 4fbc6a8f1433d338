import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { space } from '../theme/tokens';
import { visuallyHidden } from './StyledDataTable';

const shimmer = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

/** One grey block in the shape of the content to come (a name, a card, a row). */
export const StyledSkeletonBlock = styled.span<{ $width?: string; $height?: string; $round?: boolean }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radius.sm)};
  background: ${({ theme }) => theme.colors.surfaceHover};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Blocks side by side (an avatar beside its lines). */
export const StyledSkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
`;

/** Lines stacked in the room beside a row's fixed blocks (a name over an email). */
export const StyledSkeletonLines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space(2)};
  min-width: 0;
`;

const StyledSkeletonScreen = styled.div`
  position: relative;
`;

const StyledStatus = styled.span`
  ${visuallyHidden}
`;

/**
 * A loading screen in the shape of the content: its blocks are hidden from assistive technology,
 * which hears the one loading wording ('Loading...') instead.
 */
export function SkeletonScreen({ children, className }: { children: ReactNode; className?: string }) {
  const t = useCommonT();
  return (
    <StyledSkeletonScreen className={className} aria-busy="true">
      <StyledStatus role="status">{t('common.loading')}</StyledStatus>
      <div aria-hidden>{children}</div>
    </StyledSkeletonScreen>
  );
}
