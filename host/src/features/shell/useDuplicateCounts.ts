import useSWR from 'swr';
import { duplicatesApi, keys } from '@meridian/shared/api';
import { useSessionStore } from '@meridian/shared/auth';

/** Asked again this often while the tab is visible: other members' changes and imports make duplicates too. */
const DUPLICATE_COUNTS_EVERY_MS = 60_000;

/**
 * How many duplicate groups of contacts and of companies the member can see, for the sidebar's
 * "Duplicates" links; 0 until known (or when the count cannot be read). Cached under
 * `keys.duplicateCounts()`, which a merge, its Undo and this tab's contact and company changes
 * revalidate; asked again every minute for the rest.
 */
export function useDuplicateCounts(): { contacts: number; companies: number } {
  const signedIn = useSessionStore((state) => Boolean(state.user));
  const { data } = useSWR(signedIn ? keys.duplicateCounts() : null, () => duplicatesApi.counts(), { refreshInterval: DUPLICATE_COUNTS_EVERY_MS });
  return { contacts: data?.contacts ?? 0, companies: data?.companies ?? 0 };
}
