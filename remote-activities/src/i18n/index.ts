import type en from './en.json';
import { defineTranslations } from '@meridian/shared/i18n';

/** This remote's texts: keys start with 'activities.'. Defining it starts loading the current language's file. */
export const catalogue = defineTranslations<keyof typeof en>('activities', (locale) => import(`./${locale}.json`));

export const { useT } = catalogue;
