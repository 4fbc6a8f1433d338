import type en from './en.json';
import { defineTranslations } from '@meridian/shared/i18n';

/**
 * The dashboard's texts ('dashboard.' keys): a catalogue of its own, beside the board's, so the
 * board's first screen never fetches them and the dashboard's never fetches the board's.
 */
export const dashboardCatalogue = defineTranslations<keyof typeof en>('dashboard', (locale) => import(`./${locale}.json`));

export const { t, useT } = dashboardCatalogue;
