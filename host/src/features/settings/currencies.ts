import { intlLocale, localised } from '@meridian/shared/i18n';

const FALLBACK = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD'];

/** Every ISO 4217 code the browser knows, each with its name in the member's language ("EUR - Euro"). */
export function currencyOptions(current: string): { value: string; label: string }[] {
  const codes = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : FALLBACK;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([intlLocale()], { type: 'currency' });
  } catch {
    names = null;
  }
  const all = codes.includes(current) ? codes : [current, ...codes];
  return all.map((code) => ({ value: code, label: names ? localised(`${code} - ${names.of(code) ?? code}`) : code }));
}
