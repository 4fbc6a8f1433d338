import { intlLocale } from '@meridian/shared/i18n';
import { t } from '../../../i18n';

/** Offered first: the currencies most organisations deal in. */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'CNY', 'INR', 'SEK'] as const;

export interface CurrencyOption {
  code: string;
  label: string;
}

/** Built once per language (Intl.DisplayNames over some 300 codes is not free). */
const byLocale = new Map<string, CurrencyOption[]>();

/** Every ISO 4217 code the browser knows, as 'EUR · Euro' in the chosen language. */
export function currencyOptions(): { common: CurrencyOption[]; others: CurrencyOption[] } {
  const locale = intlLocale();
  let all = byLocale.get(locale);
  if (!all) {
    const names = new Intl.DisplayNames(locale, { type: 'currency' });
    all = Intl.supportedValuesOf('currency').map((code) => ({ code, label: t('pipeline.deal.currency.option', { code, name: names.of(code) ?? code }) }));
    byLocale.set(locale, all);
  }
  const common = COMMON_CURRENCIES.map((code) => all.find((o) => o.code === code) ?? { code, label: code });
  return { common, others: all.filter((o) => !(COMMON_CURRENCIES as readonly string[]).includes(o.code)) };
}
