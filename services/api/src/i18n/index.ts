// What the API writes to people (the reminder emails) in their language. Messages are ICU
// MessageFormat in one file per language beside this one (keys start with 'api.'), compiled once
// at start-up with Lingui's compiler, one instance per language.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, type Locale } from '@meridian/contract';
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
