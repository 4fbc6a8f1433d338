import { findDefaultPipeline } from './findDefaultPipeline';
import { isHexColor } from './isHexColor';
import { normaliseBoard } from './normaliseBoard';
import { normalisePipelines } from './normalisePipelines';
import { PRESET_STAGE_COLORS } from './presetStageColors';

it("picks the first pipeline whose name contains 'Default', else the first, else none", () => {
  const a = { id: 'a', name: 'Enterprise' };
  const b = { id: 'b', name: 'Default Sales Pipeline' };
  const c = { id: 'c', name: 'Default 2' };
  expect(findDefaultPipeline([a, b, c])).toBe(b);
  expect(findDefaultPipeline([a, { id: 'd', name: 'default lower' }])).toBe(a);
  expect(findDefaultPipeline([])).toBeNull();
});

it('reads the pipeline list as a wrapper or a bare array', () => {
  const list = [{ id: 'a', name: 'A' }];
  expect(normalisePipelines({ pipelines: list })).toBe(list);
  expect(normalisePipelines(list)).toBe(list);
  expect(normalisePipelines({})).toEqual([]);
  expect(normalisePipelines(undefined)).toEqual([]);
});

it("accepts only '#' plus six hex digits; all 12 presets are valid", () => {
  expect(isHexColor('#3b82f6')).toBe(true);
  expect(isHexColor('#ABCDEF')).toBe(true);
  expect(['#abc', '3b82f6', '#3b82f6f', '#ggggggg', ' #3b82f6'].map(isHexColor)).toEqual([false, false, false, false, false]);
  expect(PRESET_STAGE_COLORS).toHaveLength(12);
  expect(PRESET_STAGE_COLORS.every(isHexColor)).toBe(true);
});

it('orders stages by position and fills in missing counts and total', () => {
  const board = normaliseBoard({
    pipeline: { id: 'p', name: 'P' },
    stages: [
      { id: 'b', name: 'B', color: '#000000', position: 2, contacts: [], count: 4 },
      { id: 'a', name: 'A', color: '#000000', position: 1, contacts: [] } as never,
    ],
  } as never);
  expect(board.stages.map((s) => [s.id, s.count])).toEqual([['a', 0], ['b', 4]]);
  expect(board.totalContacts).toBe(4);
});
