import type en from './en.json';
import { defineCatalogue, useI18n } from '@meridian/shared/i18n';

/** The shell's texts: keys start with 'shell.'. */
const catalogue = defineCatalogue<keyof typeof en>('shell', (locale) => import(`./${locale}.json`));

export const t = catalogue.t;

export function useT(): typeof t {
  useI18n();
  return t;
}
