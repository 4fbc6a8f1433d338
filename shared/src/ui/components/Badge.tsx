import type { ComponentPropsWithRef } from 'react';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import { readableOn } from '../theme/color';
import { space } from '../theme/tokens';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  /** A custom solid colour ('#rrggbb', e.g. a pipeline stage colour); wins over `tone`. */
  color?: string;
}

function toneColors(theme: DefaultTheme, tone: BadgeTone): { bg: string; fg: string } {
  const c = theme.colors;
  switch (tone) {
    case 'success':
      return { bg: c.successBg, fg: c.success };
    case 'warning':
      return { bg: c.warningBg, fg: c.warning };
    case 'danger':
      return { bg: c.dangerBg, fg: c.dangerFg };
    case 'info':
      return { bg: c.infoBg, fg: c.info };
    default:
      return { bg: c.surfaceHover, fg: c.textMuted };
  }
}

const StyledBadge = styled.span<{ $bg: string; $fg: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  max-width: 100%;
  padding: 2px ${space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export function Badge({ tone = 'neutral', color, ...rest }: BadgeProps) {
  const theme = useTheme();
  const { bg, fg } = color ? { bg: color, fg: readableOn(color, theme.colors.onColorLight, theme.colors.onColorDark) } : toneColors(theme, tone);
  return <StyledBadge $bg={bg} $fg={fg} {...rest} />;
}
