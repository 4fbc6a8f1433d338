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
function inUserLanguage(error: ApiError, params = error.params): string | undefined {
  if (!error.code || useLocaleStore.getState().locale === 'en') return undefined;
  const key = `errors.${error.code}` as ErrorKey;
  return key in i18n.messages ? t(key, params) : undefined;
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

// Stands for a param's value while the words are made, to find where the value goes.
const MARK = '\u0001';

/**
 * errorText's words around one of the refusal's params, the value a screen shows as a link (the
 * contact that has an email): [before, value, after]. Undefined when the refusal has no such
 * param, or the words do not hold it.
 */
export function errorTextAround(error: unknown, param: string): [string, string, string] | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const value = error.params?.[param];
  if (value === undefined) return undefined;
  const text = String(value);
  const marked = inUserLanguage(error, { ...error.params, [param]: MARK });
  // In English the server's own words: the value is where it first appears.
  const [words, mark] = marked === undefined ? [error.message, text] : [marked, MARK];
  const at = words.indexOf(mark);
  return at < 0 ? undefined : [words.slice(0, at), text, words.slice(at + mark.length)];
}

/** 'Failed to add note: {the server's words}', or the fallback alone when the server gave none. */
export function failureWithReason(error: unknown, fallback: string): string {
  const reason = errorText(error, '');
  return reason ? `${fallback}: ${reason}` : fallback;
}
