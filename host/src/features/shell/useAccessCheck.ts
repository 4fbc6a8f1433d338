import useSWR from 'swr';
import { REVOCATION_BOUND_SECONDS } from '@meridian/shared/model';
import { keys, teamApi } from '@meridian/shared/api';
import { useSessionStore } from '@meridian/shared/auth';

/**
 * How often an open, visible tab asks GET /me. With the API's 10 s re-read of changed members, a
 * removed member's tab is signed out, and a demoted member's role applies, within
 * REVOCATION_BOUND_SECONDS (30 s).
 */
export const ACCESS_CHECK_MS = (REVOCATION_BOUND_SECONDS - 10) * 1000;

/**
 * Re-checks who the member is while the tab is visible (SWR pauses the interval in a hidden tab)
 * and whenever it regains focus. The answer is usePermissions' own (the same key), so a changed
 * role shows at once; a revoked token is refreshed or signs the member out (authorisedSend).
 */
export function useAccessCheck(): void {
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  useSWR(signedIn ? keys.me() : null, teamApi.me, { refreshInterval: ACCESS_CHECK_MS, revalidateOnFocus: true });
}
