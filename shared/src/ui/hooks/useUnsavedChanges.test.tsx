import { renderHook } from '@testing-library/react';
import { useUnsavedChanges } from './useUnsavedChanges';

it('compares the values with the first ones, field by field', () => {
  const { result, rerender } = renderHook(({ values }) => useUnsavedChanges(values), {
    initialProps: { values: { first: '', last: '' } },
  });
  expect(result.current).toBe(false);
  rerender({ values: { first: 'A', last: '' } });
  expect(result.current).toBe(true);
  rerender({ values: { first: '', last: '' } });
  expect(result.current).toBe(false);
});
