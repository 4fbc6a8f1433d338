import type en from './en.json';
import { defineCatalogue, useI18n } from '@meridian/shared/i18n';

/** A key of this remote's catalogue ('contacts.list.empty.title'). */
export type ContactsKey = keyof typeof en;

/** This remote's texts: keys start with 'contacts.'. Defining it starts loading the current language's file. */
export const catalogue = defineCatalogue<ContactsKey>('contacts', (locale) => import(`./${locale}.json`));

export const t = catalogue.t;

export function useT(): typeof t {
  useI18n();
  return t;
}
