/** docs/PRODUCT.md §9: toasts vanish after 4 s; a toast with an action (Undo) stays 8 s. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_WITH_ACTION_DURATION_MS = 8000;
