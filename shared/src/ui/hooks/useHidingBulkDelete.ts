import { useCallback, useState } from 'react';
import { useBulkDeleteWithUndo, type BulkDeleteOptions } from './useBulkDeleteWithUndo';

const without = (set: ReadonlySet<string>, ids: readonly string[]) => {
  const next = new Set(set);
  ids.forEach((id) => next.delete(id));
  return next;
};

/**
 * docs/PRODUCT.md §4 bulk delete and undo for a list screen: deleted items are `hidden` at once (before the
 * list has been refetched); Undo restores them and shows them again.
 */
export function useHidingBulkDelete(options: BulkDeleteOptions<string>) {
  const { restore } = options;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const bulk = useBulkDeleteWithUndo<string>({
    ...options,
    restore: async (ids) => {
      const answer = await restore(ids);
      setHidden((prev) => without(prev, ids));
      return answer;
    },
  });
  const { run: runBulk } = bulk;

  const run = useCallback(
    async (ids: readonly string[]) => {
      const result = await runBulk(ids);
      if (result.deleted.length > 0) setHidden((prev) => new Set([...prev, ...result.deleted]));
      return result;
    },
    [runBulk],
  );

  return { run, busy: bulk.busy, hidden };
}
