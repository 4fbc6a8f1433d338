import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { initialsOf } from '../../format/initialsOf';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** Source of the initial and of the (deterministic) background colour. */
  name: string | null | undefined;
  /** Image URL (photo, company logo); the initial is shown if it is missing or fails to load. */
  src?: string | null;
  /** A named size or px (default 'md' = 32px). */
  size?: AvatarSize | number;
  shape?: 'circle' | 'rounded';
  className?: string;
}

const SIZES: Record<AvatarSize, number> = { sm: 24, md: 32, lg: 40, xl: 56 };

/** Same name → same palette index, in every session. */
export function avatarColorIndex(name: string, paletteSize: number): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash % paletteSize;
}

const StyledAvatar = styled.span<{ $px: number; $bg: string; $round: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  overflow: hidden;
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radius.md)};
  background: ${({ $bg }) => $bg};
  color: ${({ theme }) => theme.colors.onColorLight};
  font-size: ${({ $px }) => Math.round($px * 0.42)}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  user-select: none;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Decorative: the name is always shown next to it, so it is hidden from assistive technology. */
export function Avatar({ name, src, size = 'md', shape = 'circle', className }: AvatarProps) {
  const theme = useTheme();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() ?? '';
  const palette = theme.colors.avatar;
  const bg = palette[avatarColorIndex(label, palette.length)];
  const showImage = Boolean(src) && failedSrc !== src;

  return (
    <StyledAvatar
      $px={typeof size === 'number' ? size : SIZES[size]}
      $bg={showImage ? theme.colors.surfaceHover : bg}
      $round={shape === 'circle'}
      aria-hidden
      className={className}
      data-testid="avatar"
    >
      {showImage ? <img src={src ?? undefined} alt="" onError={() => setFailedSrc(src ?? null)} /> : initialsOf(label, 1)}
    </StyledAvatar>
  );
}
