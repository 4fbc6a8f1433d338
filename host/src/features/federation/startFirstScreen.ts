import { useSessionStore } from '@meridian/shared/auth';
import { startSession } from '@meridian/shared/app';
import { firstScreenOf, preloadFederated, startFirstRequests } from '@meridian/shared/federation';

/**
 * Before React renders anything: the section at this address starts loading (its manifest and
 * entry are already on their way, preloaded by the page), the session is checked, and the
 * section's first data is requested as soon as a token is known. Nothing waits for another:
 * the remote finds its data in the cache's early requests (shared/src/federation/firstScreens.ts).
 */
export function startFirstScreen(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const screen = firstScreenOf(location.pathname, location.search);
  // A failure is forgotten by the loader; the section's own boundary loads again and reports it.
  if (screen) {
    preloadFederated(screen.module).catch(() => undefined);
    // Every section formats dates and counts: the shell's copy of the formatters is fetched now,
    // beside the section's module, not after that module arrives and asks for it.
    import('@meridian/shared/format').catch(() => undefined);
  }
  startSession();
  const requests = screen?.requests ?? [];
  if (!requests.length) return;
  if (useSessionStore.getState().status === 'authenticated') {
    startFirstRequests(requests);
    return;
  }
  // A token near expiry is refreshed first; signed out, the sign-in screen comes first.
  const stop = useSessionStore.subscribe(({ status }) => {
    if (status === 'loading') return;
    stop();
    if (status === 'authenticated') startFirstRequests(requests);
  });
}
