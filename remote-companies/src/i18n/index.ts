import type en from './en.json';
import { defineTranslations } from '@meridian/shared/i18n';

/** This remote's texts: keys start with 'companies.'. Defining it starts loading the current language's file. */
export const catalogue = defineTranslations<keyof typeof en>('companies', (locale) => import(`./${locale}.json`));

export const { t, useT } = catalogue;

/** A key of this remote's catalogue. */
export type CompaniesKey = keyof typeof en;
