import { useCallback, useMemo, useState } from 'react';

/**
 * "Select all N matching": the selection becomes the whole search on the server,
 * less the cards unticked since. Cards loaded later count as selected.
 */
export function useSelectAllMatching() {
  const [on, setOn] = useState(false);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(() => new Set());

  const start = useCallback(() => {
    setOn(true);
    setExcluded(new Set());
  }, []);
  const clear = useCallback(() => {
    setOn(false);
    setExcluded((prev) => (prev.size === 0 ? prev : new Set()));
  }, []);
  const toggle = useCallback((id: string) => {
    setExcluded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const isSelected = useCallback((id: string) => !excluded.has(id), [excluded]);

  return useMemo(() => ({ on, excluded, start, clear, toggle, isSelected }), [on, excluded, start, clear, toggle, isSelected]);
}
