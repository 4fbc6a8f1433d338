import type en from './en.json';
import { defineCatalogue, useI18n } from '@meridian/shared/i18n';

/** This remote's texts: keys start with 'pipeline.'. Defining it starts loading the current language's file. */
export const catalogue = defineCatalogue<keyof typeof en>('pipeline', (locale) => import(`./${locale}.json`));

export const t = catalogue.t;

export function useT(): typeof t {
  useI18n();
  return t;
}
