import { contrastRatio } from '@meridian/shared/ui';

/** WCAG 2.1 non-text contrast: a shape must stand 3:1 from what surrounds it. */
const SHAPE_CONTRAST = 3;

/**
 * The ring a stage colour needs on `background` to be seen: none (transparent) when it stands
 * out by itself, else `ring` (#1f2937 on the dark theme). An unreadable colour gets the ring too.
 */
export function stageColorRing(color: string, background: string, ring: string): string {
  const ratio = contrastRatio(color, background);
  return Number.isFinite(ratio) && ratio >= SHAPE_CONTRAST ? 'transparent' : ring;
}
