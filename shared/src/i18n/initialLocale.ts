import { isLocale, matchLocale } from '@meridian/contract';
import { PSEUDO_LOCALE, type DisplayLocale } from './pseudo';

export const LOCALE_STORAGE_KEY = 'meridian:locale';

const isDisplayLocale = (value: unknown): value is DisplayLocale => value === PSEUDO_LOCALE || isLocale(value);

/**
 * The language to start in: `?locale=` (kept), then the last one chosen in this browser, then
 * the browser's own languages. The server's copy of the member's choice replaces it once signed in.
 */
export function initialLocale(): DisplayLocale {
  if (typeof window === 'undefined') return 'en';
  try {
    const asked = new URLSearchParams(window.location.search).get('locale');
    if (isDisplayLocale(asked)) localStorage.setItem(LOCALE_STORAGE_KEY, asked);
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isDisplayLocale(stored)) return stored;
  } catch {
    // Storage may be blocked: the browser's languages still apply.
  }
  return matchLocale(navigator.languages ?? [navigator.language]);
}
