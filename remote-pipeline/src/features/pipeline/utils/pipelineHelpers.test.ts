import { isHexColor } from './isHexColor';
import { rovingNeighbour } from './rovingNeighbour';
import { PRESET_STAGE_COLORS } from '@meridian/shared/ui';

it("accepts only '#' plus six hex digits; all 12 presets are valid", () => {
  expect(isHexColor('#3b82f6')).toBe(true);
  expect(isHexColor('#ABCDEF')).toBe(true);
  expect(['#abc', '3b82f6', '#3b82f6f', '#ggggggg', ' #3b82f6'].map(isHexColor)).toEqual([false, false, false, false, false]);
  expect(PRESET_STAGE_COLORS).toHaveLength(12);
  expect(PRESET_STAGE_COLORS.every(isHexColor)).toBe(true);
});

describe('rovingNeighbour', () => {
  const columns = [['a1', 'a2', 'a3'], [], ['c1', 'c2']];

  it('goes up and down a column, Home and End to its ends, and stays at an edge', () => {
    expect(rovingNeighbour(columns, 'a1', 'ArrowDown')).toBe('a2');
    expect(rovingNeighbour(columns, 'a1', 'ArrowUp')).toBe('a1');
    expect(rovingNeighbour(columns, 'a2', 'End')).toBe('a3');
    expect(rovingNeighbour(columns, 'a3', 'Home')).toBe('a1');
    expect(rovingNeighbour(columns, 'a1', 'Tab')).toBeUndefined();
  });

  it('skips an empty column to the right or left, to the card at the same place or the last', () => {
    expect(rovingNeighbour(columns, 'a2', 'ArrowRight')).toBe('c2');
    expect(rovingNeighbour(columns, 'a3', 'ArrowRight')).toBe('c2');
    expect(rovingNeighbour(columns, 'c1', 'ArrowLeft')).toBe('a1');
    expect(rovingNeighbour(columns, 'c1', 'ArrowRight')).toBe('c1');
  });

  it('prefers the card drawn nearest the focused one when the columns are scrolled apart', () => {
    const drawnAt: Record<string, number> = { c1: 400, c2: 30 };
    expect(rovingNeighbour(columns, 'a3', 'ArrowRight', (id) => drawnAt[id] ?? null)).toBe('c2');
    expect(rovingNeighbour(columns, 'a1', 'ArrowRight', (id) => drawnAt[id] ?? null)).toBe('c2');
  });
});
