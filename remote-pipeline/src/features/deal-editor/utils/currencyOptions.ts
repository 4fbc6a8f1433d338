/** Offered first: the currencies most organisations deal in. */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'CNY', 'INR', 'SEK'] as const;

export interface CurrencyOption {
  code: string;
  label: string;
}

let all: CurrencyOption[] | undefined;

/** Every ISO 4217 code the browser knows, as 'EUR · Euro' in the user's language. */
export function currencyOptions(): { common: CurrencyOption[]; others: CurrencyOption[] } {
  if (!all) {
    const names = new Intl.DisplayNames(typeof navigator === 'undefined' ? undefined : navigator.language, { type: 'currency' });
    all = Intl.supportedValuesOf('currency').map((code) => ({ code, label: `${code} · ${names.of(code) ?? code}` }));
  }
  const common = COMMON_CURRENCIES.map((code) => all!.find((o) => o.code === code) ?? { code, label: code });
  return { common, others: all.filter((o) => !(COMMON_CURRENCIES as readonly string[]).includes(o.code)) };
}
