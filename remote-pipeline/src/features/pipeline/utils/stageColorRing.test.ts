import { darkTheme, lightTheme } from '@meridian/shared/ui';
import { stageColorRing } from './stageColorRing';

const RING = '#a0a0ab';

it('rings a stage colour that melts into the background (#1f2937 on dark), and only then', () => {
  expect(stageColorRing('#1f2937', darkTheme.colors.surface, RING)).toBe(RING);
  expect(stageColorRing('#1f2937', darkTheme.colors.bg, RING)).toBe(RING);
  expect(stageColorRing('#1f2937', lightTheme.colors.surface, RING)).toBe('transparent');
  expect(stageColorRing('#3b82f6', darkTheme.colors.surface, RING)).toBe('transparent');
  expect(stageColorRing('#f1f5f9', lightTheme.colors.surface, RING)).toBe(RING);
});

it('rings a colour it cannot read', () => {
  expect(stageColorRing('blue-ish', darkTheme.colors.surface, RING)).toBe(RING);
});
