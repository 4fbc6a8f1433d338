import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { INTL_LOCALES, type Locale } from '@meridian/contract';
import { activate, defineCatalogue, displayLocale, snapshot, subscribe, translate } from './catalogues';
import { LOCALE_STORAGE_KEY } from './initialLocale';
import { PSEUDO_LOCALE, pseudoText, type DisplayLocale } from './pseudo';

interface LocaleState {
  locale: DisplayLocale;
  /** Loads the language's catalogues, then switches every screen to it at once (no reload). */
  setLocale: (locale: DisplayLocale) => Promise<void>;
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: displayLocale(),
  setLocale: async (locale) => {
    await activate(locale);
    set({ locale });
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Not kept in this browser; the server keeps the member's choice.
    }
  },
}));

/** The language catalogues are read in ('en' for the pseudo-locale). */
export const currentLocale = (): Locale => {
  const locale = displayLocale();
  return locale === PSEUDO_LOCALE ? 'en' : locale;
};

/** The Intl locale numbers, money and dates are formatted in ('de-DE'). */
export const intlLocale = (): string => INTL_LOCALES[currentLocale()];

/** A formatted value as the current language shows it (marked in the pseudo-locale). */
export const localised = (text: string): string => (displayLocale() === PSEUDO_LOCALE ? pseudoText(text) : text);

/** Re-renders the caller when the language changes or a catalogue arrives. */
export function useI18n(): DisplayLocale {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return displayLocale();
}

/** `t` for a component: re-renders it when the language changes. */
export function useT(): typeof translate {
  useI18n();
  return translate;
}

/**
 * A package's catalogue (`defineCatalogue`) with its hook: `useT()` gives the typed `t` and
 * re-renders its caller when the language changes or the catalogue arrives.
 */
export function defineTranslations<Key extends string>(...args: Parameters<typeof defineCatalogue>) {
  const catalogue = defineCatalogue<Key>(...args);
  const useCatalogueT = (): typeof catalogue.t => {
    useI18n();
    return catalogue.t;
  };
  return { ...catalogue, useT: useCatalogueT };
}
