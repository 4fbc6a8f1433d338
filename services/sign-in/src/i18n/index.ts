// The sign-in pages in the visitor's language. Messages are ICU MessageFormat in one file per
// language beside this one (keys start with 'signin.'), compiled once at start-up with Lingui's
// compiler, one Lingui instance per language: a page renders synchronously in its own language,
// whatever other requests are doing.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { acceptLanguageTags, isLocale, LOCALES, matchLocale, type Locale } from '@meridian/contract';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

export type MessageKey = keyof typeof en;
export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { en, es, fr, de };

function compiled(locale: Locale): I18n {
  const messages = Object.fromEntries(Object.entries(CATALOGUES[locale]).map(([key, message]) => [key, compileMessage(message)]));
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const instances = Object.fromEntries(LOCALES.map((locale) => [locale, compiled(locale)])) as Record<Locale, I18n>;

/** The messages of one language, as a function of the key and the message's arguments. */
export function translator(locale: Locale): Translate {
  const i18n = instances[locale];
  return (key, values) => i18n._(key, values);
}

/** What a page is rendered in: its language (for `<html lang>` and the form) and its messages. */
export interface PageLanguage {
  locale: Locale;
  t: Translate;
}

/**
 * The page's language: the `lang` the app asked for (the shell's popup adds `&lang=fr`; the form
 * posts it back), else the browser's Accept-Language, else English.
 */
export function pageLanguage(lang: unknown, acceptLanguage: string | undefined): PageLanguage {
  const locale = isLocale(lang) ? lang : matchLocale(acceptLanguageTags(acceptLanguage));
  return { locale, t: translator(locale) };
}
