import type en from './en.json';
import { defineTranslations } from '@meridian/shared/i18n';

/** A key of this remote's catalogue ('contacts.list.empty.title'). */
export type ContactsKey = keyof typeof en;

/** This remote's texts: keys start with 'contacts.'. Defining it starts loading the current language's file. */
export const catalogue = defineTranslations<ContactsKey>('contacts', (locale) => import(`./${locale}.json`));

export const { t, useT } = catalogue;
