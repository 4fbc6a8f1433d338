export { useSessionStore, initialSessionState } from './store';
export type { SessionState, SessionStatus } from './store';
export type { ClearReason } from './session';
export { initSession, signIn, signOut, refreshSession, setSession, clearSession, onSessionCleared, getAccessToken } from './session';
export { isNearExpiry, tokenExpiryMs, expiresAt } from './jwt';
export { openSignInPopup, PopupBlockedError } from './popup';
export { checkExistingSession } from './checkAuth';
export * from './constants';
