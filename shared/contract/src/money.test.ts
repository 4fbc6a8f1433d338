import { currencyDigits, formatAmount, formatMoney, isCurrencyCode, MONEY_MESSAGES, parseAmount, weightMinor } from './money';

describe('money rules', () => {
  it('knows ISO 4217 codes and their minor units', () => {
    expect(['USD', 'EUR', 'JPY', 'BHD', 'CHF'].every(isCurrencyCode)).toBe(true);
    expect(['usd', 'XXXX', 'ABC', ''].some(isCurrencyCode)).toBe(false);
    expect([currencyDigits('USD'), currencyDigits('JPY'), currencyDigits('BHD')]).toEqual([2, 0, 3]);
  });

  it('parses decimal text to minor units, never through a float', () => {
    expect(parseAmount('0.1', 'USD')).toEqual({ ok: true, minor: 10n });
    expect(parseAmount(' 12500.5 ', 'USD')).toEqual({ ok: true, minor: 1_250_050n });
    expect(parseAmount('007.10', 'EUR')).toEqual({ ok: true, minor: 710n });
    expect(parseAmount('999999999999.99', 'USD')).toEqual({ ok: true, minor: 99_999_999_999_999n });
    expect(parseAmount('1234', 'JPY')).toEqual({ ok: true, minor: 1234n });
    expect(parseAmount('1.250', 'BHD')).toEqual({ ok: true, minor: 1250n });
    expect(parseAmount('12.', 'USD')).toEqual({ ok: true, minor: 1200n });
  });

  it('refuses what is not an amount, with the words the form shows', () => {
    expect(parseAmount('-5', 'USD')).toEqual({ ok: false, error: MONEY_MESSAGES.negative, code: 'amount_negative' });
    for (const text of ['', '1,234.50', '1e3', '$12', '12.5.1', 'abc'])
      expect(parseAmount(text, 'USD')).toEqual({ ok: false, error: MONEY_MESSAGES.amount, code: 'amount_invalid' });
    expect(parseAmount('1000000000000', 'USD')).toEqual({ ok: false, error: MONEY_MESSAGES.tooLarge, code: 'amount_too_large', params: { digits: 12 } });
    expect(parseAmount('1.005', 'USD')).toEqual({
      ok: false,
      error: 'USD amounts have at most 2 decimals',
      code: 'amount_decimals',
      params: { currency: 'USD', digits: 2 },
    });
    expect(parseAmount('1.5', 'JPY')).toEqual({
      ok: false,
      error: 'JPY amounts have no decimals',
      code: 'amount_decimals',
      params: { currency: 'JPY', digits: 0 },
    });
    // Trailing zeros past the currency's digits are not decimals that matter.
    expect(parseAmount('1.500', 'USD')).toEqual({ ok: true, minor: 150n });
  });

  it('formats minor units back with the currency digits', () => {
    expect(formatAmount(10n, 'USD')).toBe('0.10');
    expect(formatAmount(1_250_050n, 'USD')).toBe('12500.50');
    expect(formatAmount(1234n, 'JPY')).toBe('1234');
    expect(formatAmount(5n, 'BHD')).toBe('0.005');
    expect(formatAmount(-150n, 'EUR')).toBe('-1.50');
    // Past Number's exact range.
    expect(formatAmount(123_456_789_012_345_678_901n, 'USD')).toBe('1234567890123456789.01');
  });

  it('weighs by a percentage, rounding half away from zero to the minor unit', () => {
    expect(weightMinor(1_000n, 25)).toBe(250n);
    expect(weightMinor(1n, 50)).toBe(1n); // 0.5 of a cent rounds up
    expect(weightMinor(1n, 49)).toBe(0n);
    expect(weightMinor(333n, 10)).toBe(33n);
    expect(weightMinor(999n, 75)).toBe(749n); // 749.25
    expect(weightMinor(12_345n, 100)).toBe(12_345n);
    expect(weightMinor(12_345n, 0)).toBe(0n);
  });

  it('shows amounts for people, exactly', () => {
    expect(formatMoney('12500.50', 'USD', 'en-US')).toBe('$12,500.50');
    expect(formatMoney('1234567890123.45', 'EUR', 'en-US')).toBe('€1,234,567,890,123.45');
    expect(formatMoney('1500', 'JPY', 'en-US')).toBe('¥1,500');
    expect(formatMoney('12500', 'USD', 'en-US', { compact: true })).toBe('$12.5K');
  });
});
