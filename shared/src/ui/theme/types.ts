export type ThemeMode = 'light' | 'dark';

export type FontSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'display';

export interface ThemeColors {
  bg: string;
  surface: string;
  surfaceRaised: string;
  surfaceHover: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textInverse: string;
  /** Primary as a text colour (links, selected tab) on bg/surface. */
  link: string;
  primary: string;
  primaryHover: string;
  primaryText: string;
  danger: string;
  dangerHover: string;
  dangerText: string;
  /** Danger as a text/icon colour on bg, surface and dangerBg (error messages). */
  dangerFg: string;
  /** success, warning and info are text/icon colours, readable on surface and on their *Bg tint. */
  success: string;
  warning: string;
  info: string;
  successBg: string;
  warningBg: string;
  dangerBg: string;
  infoBg: string;
  focusRing: string;
  overlay: string;
  /** Text colours for arbitrary solid fills (stage colours): the more readable one is picked. */
  onColorLight: string;
  onColorDark: string;
  /** Avatar backgrounds; white text is readable (≥ 4.5:1) on each. */
  avatar: readonly string[];
}

export interface Theme {
  mode: ThemeMode;
  colors: ThemeColors;
  /** 4px-based scale in px: index 0..10 → 0,4,8,12,16,20,24,32,40,48,64. */
  space: readonly number[];
  font: {
    family: string;
    mono: string;
    size: Record<FontSize, string>;
    lineHeight: Record<FontSize, string>;
    weight: { regular: number; medium: number; semibold: number; bold: number };
  };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { sm: string; md: string; lg: string };
  z: { sidebar: number; panel: number; dialog: number; toast: number };
  motion: { fast: string; base: string; slow: string; easing: string };
}
