import { useCallback } from 'react';
import { useSearchParams } from '@meridian/shared/routing';
import { isContactTab, type ContactTab } from '../utils/contactPaths';

/** The detail page's tab, kept in the URL (`?tab=notes`) so it can be linked to. */
export function useContactTab(): [ContactTab, (tab: ContactTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: ContactTab = isContactTab(raw) ? raw : 'overview';
  const setTab = useCallback(
    (next: ContactTab) =>
      setParams(
        (prev) => {
          const updated = new URLSearchParams(prev);
          if (next === 'overview') updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, setTab];
}
