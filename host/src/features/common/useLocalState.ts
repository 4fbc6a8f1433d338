import { useCallback, useState } from 'react';

/** A value kept in this browser only (profile and settings never reach a server: docs/PRODUCT.md §2). */
export function useLocalState<T extends object>(key: string, defaults: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      return { ...defaults, ...(JSON.parse(localStorage.getItem(key) || '{}') as Partial<T>) };
    } catch {
      return defaults;
    }
  });
  const save = useCallback(
    (next: T) => {
      localStorage.setItem(key, JSON.stringify(next));
      setValue(next);
    },
    [key],
  );
  return [value, save];
}
