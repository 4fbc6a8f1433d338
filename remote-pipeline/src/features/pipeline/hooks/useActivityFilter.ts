import { useCallback } from 'react';
import type { BoardActivityFilter } from '@meridian/shared/api';
import { useSearchParams } from '@meridian/shared/routing';

/**
 * The board's 'No activity planned' filter, kept in the URL (?activity=none) like the owner
 * filter: only the cards whose contact has no open activity (the API filters and counts).
 */
export function useActivityFilter() {
  const [params, setParams] = useSearchParams();
  const activity: BoardActivityFilter | null = params.get('activity') === 'none' ? 'none' : null;

  const setNoActivity = useCallback(
    (on: boolean) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (on) updated.set('activity', 'none');
          else updated.delete('activity');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { activity, setNoActivity };
}
