// Exchange rate rules both sides apply (plain functions, no TypeBox). A rate is decimal text, the
// units of the organisation's default currency that 1 unit of another currency is worth
// ("1.0842": 1 EUR is 1.0842 USD), with at most 8 decimals; it is computed with as an integer
// count of 10⁻⁸ (BigInt), never a float.
import { currencyDigits } from './money';

export const RATE_MAX_DECIMALS = 8;
/** Whole units a rate may have: 1 of the strongest currency in the weakest stays far below. */
export const RATE_MAX_INTEGER_DIGITS = 9;
const RATE_SCALE = 10n ** BigInt(RATE_MAX_DECIMALS);

export type ParsedRate = { ok: true; scaled: bigint } | { ok: false; code: 'rate_invalid' | 'rate_too_large' | 'rate_decimals' };

/** '1.0842' → 108420000n (units of 10⁻⁸); '0', '-1', '1e9', '1,5' and blank are refused. */
export function parseRate(text: string): ParsedRate {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return { ok: false, code: 'rate_invalid' };
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (whole.length > RATE_MAX_INTEGER_DIGITS) return { ok: false, code: 'rate_too_large' };
  if (fraction.length > RATE_MAX_DECIMALS) return { ok: false, code: 'rate_decimals' };
  const scaled = BigInt(whole + fraction.padEnd(RATE_MAX_DECIMALS, '0'));
  return scaled > 0n ? { ok: true, scaled } : { ok: false, code: 'rate_invalid' };
}

/** 108420000n → '1.0842': the shortest text of a scaled rate (at least one decimal dropped to none). */
export function formatRate(scaled: bigint): string {
  const text = scaled.toString().padStart(RATE_MAX_DECIMALS + 1, '0');
  const whole = text.slice(0, -RATE_MAX_DECIMALS);
  const fraction = text.slice(-RATE_MAX_DECIMALS).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * Minor units of `from` to minor units of `to` at `scaled` (units of `to` per unit of `from`,
 * ×10⁸), rounded half away from zero to `to`'s minor unit: 100.005 → 100.01, −100.005 → −100.01.
 */
export function convertMinor(minor: bigint, from: string, to: string, scaled: bigint): bigint {
  const numerator = minor * scaled * 10n ** BigInt(currencyDigits(to));
  const denominator = RATE_SCALE * 10n ** BigInt(currencyDigits(from));
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}
