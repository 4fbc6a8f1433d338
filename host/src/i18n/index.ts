import type en from './en.json';
import { defineTranslations } from '@meridian/shared/i18n';

/** The shell's texts: keys start with 'shell.'. */
const catalogue = defineTranslations<keyof typeof en>('shell', (locale) => import(`./${locale}.json`));

export const { t, useT } = catalogue;
