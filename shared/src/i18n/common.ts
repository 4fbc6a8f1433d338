import type en from './en.json';
import { defineTranslations } from './localeStore';

/** The shared package's own texts (UI kit, API client, app frame): keys start with 'common.'. */
const catalogue = defineTranslations<keyof typeof en>('common', (locale) => import(`./${locale}.json`));

export const { t, useT: useCommonT } = catalogue;
