import type en from './en.json';
import { defineTranslations } from '@meridian/shared/i18n';

/**
 * The texts of shaping stages and pipelines (the stage editor's additions, the pipelines
 * dialogs): no first screen shows them, so they are fetched when the browser is idle, or with the
 * editor or a dialog when it opens first (`load`), and stay off the board's first screen budget.
 */
export const catalogue = defineTranslations<keyof typeof en>('pipelineShape', (locale) => import(`./${locale}.json`), { deferred: true });

export const { t, useT } = catalogue;
