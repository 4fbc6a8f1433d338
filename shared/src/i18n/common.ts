import type en from './en.json';
import { defineCatalogue } from './catalogues';
import { useI18n } from './localeStore';

/** The shared package's own texts (UI kit, API client, app frame): keys start with 'common.'. */
const catalogue = defineCatalogue<keyof typeof en>('common', (locale) => import(`./${locale}.json`));

export const t = catalogue.t;

export function useCommonT(): typeof t {
  useI18n();
  return t;
}
