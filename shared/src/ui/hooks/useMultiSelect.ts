import { useCallback, useMemo, useState } from 'react';

export interface MultiSelect<T extends string> {
  /** Multi-select mode: on while anything is selected (docs/PRODUCT.md §4), off when it empties. */
  active: boolean;
  selected: ReadonlySet<T>;
  toggle: (id: T) => void;
  /** Replaces the selection with `ids` (Select All). */
  selectAll: (ids: readonly T[]) => void;
  clear: () => void;
  isSelected: (id: T) => boolean;
}

export function useMultiSelect<T extends string = string>(): MultiSelect<T> {
  const [selected, setSelected] = useState<ReadonlySet<T>>(() => new Set());

  const toggle = useCallback((id: T) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const selectAll = useCallback((ids: readonly T[]) => setSelected(new Set(ids)), []);
  const clear = useCallback(() => setSelected((prev) => (prev.size === 0 ? prev : new Set())), []);
  const isSelected = useCallback((id: T) => selected.has(id), [selected]);

  return useMemo(() => ({ active: selected.size > 0, selected, toggle, selectAll, clear, isSelected }), [selected, toggle, selectAll, clear, isSelected]);
}
