import { findDefaultPipeline } from './findDefaultPipeline';
import { isHexColor } from './isHexColor';
import { PRESET_STAGE_COLORS } from './presetStageColors';

it("picks the first pipeline whose name contains 'Default', else the first, else none", () => {
  const a = { id: 'a', name: 'Enterprise' };
  const b = { id: 'b', name: 'Default Sales Pipeline' };
  const c = { id: 'c', name: 'Default 2' };
  expect(findDefaultPipeline([a, b, c])).toBe(b);
  expect(findDefaultPipeline([a, { id: 'd', name: 'default lower' }])).toBe(a);
  expect(findDefaultPipeline([])).toBeNull();
});

it("accepts only '#' plus six hex digits; all 12 presets are valid", () => {
  expect(isHexColor('#3b82f6')).toBe(true);
  expect(isHexColor('#ABCDEF')).toBe(true);
  expect(['#abc', '3b82f6', '#3b82f6f', '#ggggggg', ' #3b82f6'].map(isHexColor)).toEqual([false, false, false, false, false]);
  expect(PRESET_STAGE_COLORS).toHaveLength(12);
  expect(PRESET_STAGE_COLORS.every(isHexColor)).toBe(true);
});
