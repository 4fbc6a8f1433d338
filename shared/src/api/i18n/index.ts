import type en from './en.json';
import { defineCatalogue } from '@meridian/shared/i18n';

/**
 * The API's refusal codes in words (ErrorAnswer.code of @meridian/contract): keys are
 * 'errors.<code>', the answer's `params` are each message's arguments. errorText uses them.
 * No first screen shows one, so the file arrives when the browser is idle; English keeps the
 * server's own words and never fetches it.
 */
export const catalogue = defineCatalogue<keyof typeof en>('errors', (locale) => import(`./${locale}.json`), { deferred: true, skipIn: 'en' });

export const t = catalogue.t;
