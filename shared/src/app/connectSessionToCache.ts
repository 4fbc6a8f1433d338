import { onSessionCleared } from '@meridian/shared/auth';
import { clearSwrCache } from '@meridian/shared/data';

/**
 * Server data never outlives the session that fetched it: signed out, the cache is emptied;
 * after an organisation change, screens still shown refetch as the new organisation.
 */
export function connectSessionToCache(): () => void {
  return onSessionCleared((reason) => clearSwrCache({ revalidate: reason === 'organisationChanged' }));
}
