import { useCallback, useEffect, useState } from 'react';
import { hasRemoteLoader, loadFederated } from '@meridian/shared/federation';

export type RemoteAvailability = 'checking' | 'available' | 'unavailable';

/**
 * Whether a federated module (e.g. 'companies/CompanyForm') can be loaded, found out ahead of
 * use so a widget that needs it can be disabled with a reason instead of failing on click.
 */
export function useRemoteAvailability(id: string, enabled = true) {
  const [state, setState] = useState<RemoteAvailability>(() => (hasRemoteLoader() ? 'checking' : 'unavailable'));

  useEffect(() => {
    if (!enabled || !hasRemoteLoader()) return undefined;
    let live = true;
    loadFederated(id).then(
      () => live && setState('available'),
      (error: unknown) => {
        console.warn(`[contacts] ${id} is unavailable`, error);
        if (live) setState('unavailable');
      },
    );
    return () => {
      live = false;
    };
  }, [id, enabled]);

  const markUnavailable = useCallback(() => setState('unavailable'), []);
  return { state, markUnavailable };
}
