import type { Tokens, User } from '@meridian/shared/model';
import { checkExistingSession } from './checkAuth';
import { isNearExpiry } from './jwt';
import { getRuntimeConfig } from '@meridian/shared/config';
import { t } from '@meridian/shared/i18n';
import { openSignInPopup, PopupBlockedError, SignInUnreachableError } from './popup';
import { requestLogout, requestRefresh } from './signInService';
import { clearStoredSession, readStoredSession, writeStoredSession } from './storage';
import { useSessionStore } from './store';

/** Why cached data must go: screens still shown after an organisation change refetch. */
export type ClearReason = 'signedOut' | 'organisationChanged';
type Listener = (reason: ClearReason) => void;
const clearedListeners = new Set<Listener>();

/** Called when cached data must go: sign-out, failed refresh, or a change of organisation. */
export function onSessionCleared(listener: Listener): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

function notifyCleared(reason: ClearReason): void {
  clearedListeners.forEach((listener) => listener(reason));
}

export function setSession(user: User, tokens: Tokens): void {
  const previous = useSessionStore.getState().user ?? readStoredSession().user;
  if (previous && previous.orgSlug !== user.orgSlug) notifyCleared('organisationChanged');
  writeStoredSession(user, tokens);
  useSessionStore.setState({ status: 'authenticated', user, tokens, error: null, signingIn: false });
}

export function clearSession(error: string | null = null): void {
  clearStoredSession();
  useSessionStore.setState({ status: 'signedOut', user: null, tokens: null, signingIn: false, error });
  notifyCleared('signedOut');
}

let refreshing: Promise<string> | null = null;

/**
 * One refresh at a time; resolves with the new access token. A failure signs the user out, with
 * `failureNotice` on the sign-in screen when the caller knows why (the organisation ended their
 * access), else the generic 'Token refresh failed'.
 */
export function refreshSession(failureNotice?: string): Promise<string> {
  if (refreshing) return refreshing;
  const { tokens, user } = useSessionStore.getState();
  refreshing = (async () => {
    try {
      if (!tokens?.refreshToken) throw new Error('Token refresh failed');
      const result = await requestRefresh(tokens.refreshToken);
      const nextUser = result.user ?? user;
      if (!nextUser) throw new Error('Token refresh failed');
      setSession(nextUser, result.tokens);
      return result.tokens.accessToken;
    } catch {
      clearSession(failureNotice ?? t('common.auth.refreshFailed'));
      throw new Error('Token refresh failed');
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Start-up (docs/PRODUCT.md §4): stored session, refreshed when near expiry; else a silent check. */
export async function initSession(): Promise<void> {
  const { user, tokens } = readStoredSession();
  if (user && tokens) {
    useSessionStore.setState({ user, tokens });
    if (!isNearExpiry(tokens)) {
      setSession(user, tokens);
      return;
    }
    await refreshSession().catch(() => undefined);
    return;
  }
  const found = await checkExistingSession().catch(() => null);
  if (found) setSession(found.user, found.tokens);
  else useSessionStore.setState({ status: 'signedOut' });
}

export async function signIn(): Promise<void> {
  useSessionStore.setState({ signingIn: true, error: null });
  try {
    const result = await openSignInPopup();
    if (result) setSession(result.user, result.tokens);
    else useSessionStore.setState({ status: 'signedOut', signingIn: false });
  } catch (error) {
    const message =
      error instanceof PopupBlockedError
        ? t('common.auth.popupBlocked')
        : error instanceof SignInUnreachableError
          ? t('common.auth.unreachable', { service: getRuntimeConfig().signInName })
          : t('common.auth.failed');
    useSessionStore.setState({ status: 'signedOut', signingIn: false, error: message });
  }
}

export async function signOut(): Promise<void> {
  const refreshToken = useSessionStore.getState().tokens?.refreshToken;
  clearSession();
  // The server-side revoke is best effort: locally the user is signed out either way.
  await requestLogout(refreshToken).catch((error) => console.warn('[meridian] logout failed', error));
}

export function getAccessToken(): string | null {
  return useSessionStore.getState().tokens?.accessToken ?? null;
}
