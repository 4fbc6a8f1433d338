import type en from './en.json';
import { defineTranslations } from '@meridian/shared/i18n';

/** The Trash page's texts ('trash.' keys): a catalogue of its own, fetched with the page. */
export const trashCatalogue = defineTranslations<keyof typeof en>('trash', (locale) => import(`./${locale}.json`));

export const { t, useT } = trashCatalogue;
