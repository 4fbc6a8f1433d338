import { contrastRatio } from './color';
import { darkTheme } from './darkTheme';
import { lightTheme } from './lightTheme';
import { space } from './tokens';
import type { Theme, ThemeColors } from './types';

type Key = Exclude<keyof ThemeColors, 'avatar'>;

/** [foreground, background] pairs that carry text and must reach WCAG AA (4.5:1). */
const TEXT_PAIRS: Array<[Key, Key]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceHover'],
  ['textMuted', 'surface'],
  ['textMuted', 'bg'],
  ['textMuted', 'surfaceRaised'],
  ['textMuted', 'surfaceHover'],
  ['primaryText', 'primary'],
  ['primaryText', 'primaryHover'],
  ['dangerText', 'danger'],
  ['dangerText', 'dangerHover'],
  ['textInverse', 'text'],
  ['link', 'surface'],
  ['link', 'bg'],
  ['link', 'surfaceRaised'],
  ['dangerFg', 'surface'],
  ['dangerFg', 'bg'],
  ['dangerFg', 'dangerBg'],
  ['success', 'surface'],
  ['success', 'successBg'],
  ['warning', 'surface'],
  ['warning', 'warningBg'],
  ['info', 'surface'],
  ['info', 'infoBg'],
];

describe.each<[string, Theme]>([
  ['light', lightTheme],
  ['dark', darkTheme],
])('%s theme', (mode, theme) => {
  it('has its mode', () => {
    expect(theme.mode).toBe(mode);
  });

  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white avatar initials readable on every palette colour', () => {
    for (const colour of theme.colors.avatar) {
      expect(contrastRatio(theme.colors.onColorLight, colour)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows the focus ring at 3:1 against the surfaces (non-text contrast)', () => {
    expect(contrastRatio(theme.colors.focusRing, theme.colors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(theme.colors.focusRing, theme.colors.bg)).toBeGreaterThanOrEqual(3);
  });

  it('uses the shared scales', () => {
    expect(theme.space).toEqual([0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64]);
    expect(theme.font.size).toEqual({
      xs: '12px',
      sm: '13px',
      md: '14px',
      lg: '16px',
      xl: '20px',
      xxl: '24px',
      display: '30px',
    });
    expect(Object.keys(theme.font.lineHeight)).toEqual(Object.keys(theme.font.size));
    expect(theme.radius).toEqual({ sm: '6px', md: '8px', lg: '12px', pill: '9999px' });
    expect(theme.z.toast).toBeGreaterThan(theme.z.dialog);
    expect(theme.z.dialog).toBeGreaterThan(theme.z.panel);
    expect(theme.z.panel).toBeGreaterThan(theme.z.sidebar);
  });
});

it('has the same token names in both themes', () => {
  expect(Object.keys(darkTheme.colors).sort()).toEqual(Object.keys(lightTheme.colors).sort());
  expect(Object.keys(darkTheme.shadow)).toEqual(Object.keys(lightTheme.shadow));
});

it('makes dark shadows heavier than light ones', () => {
  const alpha = (shadow: string) => Math.max(...[...shadow.matchAll(/rgba\([^)]*,\s*([\d.]+)\)/g)].map((m) => Number(m[1])));
  for (const size of ['sm', 'md', 'lg'] as const) {
    expect(alpha(darkTheme.shadow[size])).toBeGreaterThan(alpha(lightTheme.shadow[size]));
  }
});

it('space() turns a step into px', () => {
  expect(space(0)).toBe('0px');
  expect(space(4)).toBe('16px');
  expect(space(10)).toBe('64px');
});
