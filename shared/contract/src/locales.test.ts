import { acceptLanguageTags, matchLocale } from './locales';

it('matches the first supported language of the preferences', () => {
  expect(matchLocale(['fr-CA', 'en'])).toBe('fr');
  expect(matchLocale(['pt-BR', 'de-AT'])).toBe('de');
  expect(matchLocale(['ja', 'zh'])).toBe('en');
  expect(matchLocale([])).toBe('en');
});

it('orders an Accept-Language header by weight, then by position', () => {
  expect(acceptLanguageTags('en;q=0.5, es-MX, fr;q=0.9, *;q=0.1, de;q=0')).toEqual(['es-MX', 'fr', 'en']);
  expect(matchLocale(acceptLanguageTags('ja, de-CH;q=0.8'))).toBe('de');
  expect(acceptLanguageTags(undefined)).toEqual([]);
});
