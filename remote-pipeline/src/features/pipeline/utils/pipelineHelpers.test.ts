import { isHexColor } from './isHexColor';
import { PRESET_STAGE_COLORS } from '@meridian/shared/ui';

it("accepts only '#' plus six hex digits; all 12 presets are valid", () => {
  expect(isHexColor('#3b82f6')).toBe(true);
  expect(isHexColor('#ABCDEF')).toBe(true);
  expect(['#abc', '3b82f6', '#3b82f6f', '#ggggggg', ' #3b82f6'].map(isHexColor)).toEqual([false, false, false, false, false]);
  expect(PRESET_STAGE_COLORS).toHaveLength(12);
  expect(PRESET_STAGE_COLORS.every(isHexColor)).toBe(true);
});
