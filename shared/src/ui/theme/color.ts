/** WCAG 2.x colour maths for '#rgb' / '#rrggbb' colours. */

export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return NaN;
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

const better = (background: string, a: string, b: string) => (contrastRatio(background, a) >= contrastRatio(background, b) ? a : b);

/**
 * The candidate with the higher contrast against `background` (first one if unparseable). On a
 * mid-tone where neither reaches AA (#8b5cf6 gives 4.45 with #111113), pure black or white,
 * which reach further than a theme's softened ones.
 */
export function readableOn(background: string, light: string, dark: string): string {
  if (!parseHex(background)) return light;
  const choice = better(background, light, dark);
  return contrastRatio(background, choice) >= AA_TEXT_CONTRAST ? choice : better(background, '#ffffff', '#000000');
}
