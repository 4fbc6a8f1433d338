import type { Theme } from './types';

/** The parts of the theme that do not change between light and dark. */
export const SPACE_SCALE = [0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64] as const;

export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** `space(4)` → '16px'. Usable directly inside styled templates. */
export function space(step: SpaceStep): string {
  return `${SPACE_SCALE[step]}px`;
}

export const baseTokens: Omit<Theme, 'mode' | 'colors' | 'shadow'> = {
  space: SPACE_SCALE,
  font: {
    family: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    size: {
      xs: '12px',
      sm: '13px',
      md: '14px',
      lg: '16px',
      xl: '20px',
      xxl: '24px',
      display: '30px',
    },
    lineHeight: {
      xs: '16px',
      sm: '18px',
      md: '20px',
      lg: '24px',
      xl: '28px',
      xxl: '32px',
      display: '38px',
    },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  },
  radius: { sm: '6px', md: '8px', lg: '12px', pill: '9999px' },
  z: { sidebar: 100, panel: 300, dialog: 400, toast: 500 },
  motion: { fast: '120ms', base: '200ms', slow: '300ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};

export const AVATAR_PALETTE = ['#4f46e5', '#2563eb', '#0e7490', '#0f766e', '#15803d', '#b45309', '#be123c', '#be185d', '#7c3aed', '#475569'] as const;
