// Money rules both sides apply (plain functions, no TypeBox). An amount travels as decimal text
// ("12500.00") and is stored and summed as an integer count of the currency's minor unit (cents),
// never as a float: 0.1 + 0.2 must stay 0.30.

/** Used when an organisation has not chosen its own default currency. */
export const DEFAULT_CURRENCY = 'USD';
/** Whole units an amount may have: 12 digits keeps any sum of a million deals inside 64 bits of cents. */
export const AMOUNT_MAX_INTEGER_DIGITS = 12;

export const MONEY_MESSAGES = {
  amount: 'Please enter an amount like 12500 or 12500.50',
  negative: 'A deal value cannot be negative',
  tooLarge: `An amount has at most ${AMOUNT_MAX_INTEGER_DIGITS} digits before the decimal point`,
  currency: 'Please choose a currency (a three-letter ISO 4217 code)',
  decimals: (currency: string, digits: number) =>
    digits === 0 ? `${currency} amounts have no decimals` : `${currency} amounts have at most ${digits} decimal${digits === 1 ? '' : 's'}`,
} as const;

let known: Set<string> | undefined;

/** An ISO 4217 code this runtime knows (Intl's list), upper-case only. */
export function isCurrencyCode(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf('currency'));
  return known.has(code);
}

const digitsOf = new Map<string, number>();

/** Digits of the currency's minor unit: 2 for USD and EUR, 0 for JPY, 3 for BHD (remembered: an Intl.NumberFormat costs tens of µs). */
export function currencyDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/** A refused amount: its words, and its code and params for the API's answer (error-codes.ts). */
export type ParsedAmount =
  | { ok: true; minor: bigint }
  | { ok: false; error: string; code: 'amount_negative' | 'amount_invalid' | 'amount_too_large' | 'amount_decimals'; params?: Record<string, string | number> };

/**
 * Decimal text to minor units of `currency`: '1,234.5' is refused (no separators), '1234.5' in
 * USD is 123450n. Blank is refused; callers treat blank as "no value" before calling this.
 */
export function parseAmount(text: string, currency: string): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed.startsWith('-')) return { ok: false, error: MONEY_MESSAGES.negative, code: 'amount_negative' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(trimmed);
  if (!match) return { ok: false, error: MONEY_MESSAGES.amount, code: 'amount_invalid' };
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (whole.length > AMOUNT_MAX_INTEGER_DIGITS)
    return { ok: false, error: MONEY_MESSAGES.tooLarge, code: 'amount_too_large', params: { digits: AMOUNT_MAX_INTEGER_DIGITS } };
  const digits = currencyDigits(currency);
  if (fraction.length > digits) return { ok: false, error: MONEY_MESSAGES.decimals(currency, digits), code: 'amount_decimals', params: { currency, digits } };
  return { ok: true, minor: BigInt(whole + fraction.padEnd(digits, '0')) };
}

/** Minor units back to decimal text with the currency's digits: 123450n USD is '1234.50'. */
export function formatAmount(minor: bigint, currency: string): string {
  const digits = currencyDigits(currency);
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = digits === 0 ? '' : `.${text.slice(-digits)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Σ minor × percent / 100, rounded half away from zero to the minor unit: the weighted value of
 * a sum at a stage's win probability, exact for any size.
 */
export function weightMinor(minor: bigint, percent: number): bigint {
  const scaled = minor * BigInt(percent);
  const half = scaled >= 0n ? 50n : -50n;
  return (scaled + half) / 100n;
}

/** For people: '$12,500.00' in en-US, '12 500,00 €' in fr-FR. Exact for any amount text. */
export function formatMoney(value: string, currency: string, locale?: string, options: { compact?: boolean } = {}): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(options.compact ? { notation: 'compact', maximumFractionDigits: 1 } : {}),
  });
  // Intl formats decimal strings without going through a float (ES2023); the type says number.
  return format.format(value as unknown as number);
}
