import { useCallback, useState } from 'react';

const KEY = 'meridian:sidebar-open';

/** Open by default (docs/PRODUCT.md §9); the user's choice is remembered on this device. */
export function useSidebarOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(() => localStorage.getItem(KEY) !== 'false');
  const toggle = useCallback(() => {
    setOpen((value) => {
      localStorage.setItem(KEY, String(!value));
      return !value;
    });
  }, []);
  return [open, toggle];
}
