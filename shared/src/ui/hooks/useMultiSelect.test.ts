import { act, renderHook } from '@testing-library/react';
import { useMultiSelect } from './useMultiSelect';

describe('useMultiSelect', () => {
  it('turns on with the first selection and off when it empties', () => {
    const { result } = renderHook(() => useMultiSelect<string>());
    expect(result.current.active).toBe(false);
    expect(result.current.selected.size).toBe(0);

    act(() => result.current.toggle('a'));
    expect(result.current.active).toBe(true);
    expect(result.current.isSelected('a')).toBe(true);

    act(() => result.current.toggle('b'));
    expect([...result.current.selected]).toEqual(['a', 'b']);

    act(() => result.current.toggle('a'));
    expect(result.current.isSelected('a')).toBe(false);
    expect(result.current.active).toBe(true);

    act(() => result.current.toggle('b'));
    expect(result.current.active).toBe(false);
  });

  it('selectAll replaces the selection; clear ends the mode', () => {
    const { result } = renderHook(() => useMultiSelect<'x' | 'y' | 'z'>());
    act(() => result.current.toggle('x'));
    act(() => result.current.selectAll(['y', 'z']));
    expect([...result.current.selected]).toEqual(['y', 'z']);
    expect(result.current.active).toBe(true);

    act(() => result.current.clear());
    expect(result.current.active).toBe(false);
    expect(result.current.selected.size).toBe(0);
  });

  it('select all of nothing stays off', () => {
    const { result } = renderHook(() => useMultiSelect());
    act(() => result.current.selectAll([]));
    expect(result.current.active).toBe(false);
  });

  it('keeps its functions stable and returns a new Set per change', () => {
    const { result } = renderHook(() => useMultiSelect());
    const { toggle, clear, selectAll, selected } = result.current;
    act(() => result.current.toggle('a'));
    expect(result.current.toggle).toBe(toggle);
    expect(result.current.clear).toBe(clear);
    expect(result.current.selectAll).toBe(selectAll);
    expect(result.current.selected).not.toBe(selected);
  });
});
