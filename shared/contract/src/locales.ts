// The languages Meridian speaks. The API keeps each member's choice, the sign-in service renders
// its pages in one of them, and the front ends load that language's catalogues.

export const LOCALES = ['en', 'es', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as a language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

/** The locale Intl formats numbers, money and dates in for each language. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The first supported language among language tags in order of preference (navigator.languages,
 * or an Accept-Language header's tags): 'fr-CA' → 'fr'. English when none is supported.
 */
export function matchLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const language = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's tags, most preferred first ('fr-CH, fr;q=0.9, en;q=0.8'). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}
