// docs/PRODUCT.md §4 / §9 session constants.
export const TOKENS_STORAGE_KEY = 'meridian:tokens';
export const USER_STORAGE_KEY = 'meridian:user';
export const NEAR_EXPIRY_MS = 5 * 60 * 1000;
export const SESSION_CHECK_TIMEOUT_MS = 5000;
export const POPUP_POLL_MS = 1000;
export const POPUP_WIDTH = 420;
export const POPUP_HEIGHT = 620;
/** The error's own (English) message, for logs; the screen shows common.auth.popupBlocked. */
export const POPUP_BLOCKED_MESSAGE = 'Popup blocked. Please allow popups for this site.';
