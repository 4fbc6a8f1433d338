import { i18n, useLocaleStore } from '@meridian/shared/i18n';
import { ApiError, FALLBACK_ERROR } from './ApiError';
import { t } from './i18n';

type ErrorKey = Parameters<typeof t>[0];

/**
 * A refusal's code in the user's language ('errors.<code>' with the answer's params), or
 * undefined: in English the server's own words are kept (they are English already and may say
 * more than the code, such as which rule a field broke), and a code this client does not know
 * falls back to them.
 */
function inUserLanguage(error: ApiError): string | undefined {
  if (!error.code || useLocaleStore.getState().locale === 'en') return undefined;
  const key = `errors.${error.code}` as ErrorKey;
  return key in i18n.messages ? t(key, error.params) : undefined;
}

/**
 * The server's refusal in the user's language when it gave a code this client knows, else the
 * server's own words when it gave some (docs/PRODUCT.md §5 "a server error is shown in the
 * form", §8), else the screen's fallback; anything that is not an answer (a bug, a parse error)
 * gets the fallback. A screen whose answers without words read differently (the import's
 * 'An error occurred', §8) passes that as `silentAnswer`.
 */
export function errorText(error: unknown, fallback: string, silentAnswer = fallback): string {
  if (!(error instanceof ApiError)) return fallback;
  return inUserLanguage(error) ?? (error.message && error.message !== FALLBACK_ERROR ? error.message : silentAnswer);
}

/** 'Failed to add note: {the server's words}', or the fallback alone when the server gave none. */
export function failureWithReason(error: unknown, fallback: string): string {
  const reason = errorText(error, '');
  return reason ? `${fallback}: ${reason}` : fallback;
}
