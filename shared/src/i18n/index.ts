export { LOCALES, LOCALE_NAMES, DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from '@meridian/contract';
export { i18n, defineCatalogue, translate, activate, isReady, addMessages, markEverythingLoaded, resetForTests, refreshTexts } from './catalogues';
export { PSEUDO_LOCALE, pseudoText, type DisplayLocale } from './pseudo';
export { useLocaleStore, useI18n, useT, currentLocale, intlLocale, localised, defineTranslations } from './localeStore';
export { initialLocale, LOCALE_STORAGE_KEY } from './initialLocale';
export { t, useCommonT } from './common';
export { CatalogueGate } from './CatalogueGate';
