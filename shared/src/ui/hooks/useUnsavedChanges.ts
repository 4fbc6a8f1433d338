import { useState } from 'react';

/**
 * True once `values` differ from what they were on the first render (a form's typed data), for
 * SidePanel's `hasUnsavedChanges`. Compares field by field; typing a value back counts as unchanged.
 */
export function useUnsavedChanges<T extends object>(values: T): boolean {
  const [initial] = useState(values);
  const keys = new Set([...Object.keys(initial), ...Object.keys(values)]);
  return [...keys].some((key) => (initial as Record<string, unknown>)[key] !== (values as Record<string, unknown>)[key]);
}
