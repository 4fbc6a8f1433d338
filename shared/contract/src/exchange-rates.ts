// The exchange rates an admin keeps (GET/PUT/DELETE /organisation/exchange-rates): per currency,
// the units of the organisation's default currency one unit is worth, from a date on. The board's
// and the dashboard's converted totals use each currency's latest rate valid today.
import { Type, type Static } from '@sinclair/typebox';
import { RATE_MAX_DECIMALS } from './exchange-rate-rules';

const currency = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, upper-case' });
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', description: 'YYYY-MM-DD' });

export const ExchangeRate = Type.Object({
  currency,
  rate: Type.String({ description: `Units of the default currency per 1 unit of \`currency\`, decimal text with at most ${RATE_MAX_DECIMALS} decimals` }),
  valid_from: day,
  updated_at: Type.String({ format: 'date-time' }),
  in_use: Type.Boolean({ description: "The currency's latest rate valid today: the one totals convert with" }),
});
export type ExchangeRate = Static<typeof ExchangeRate>;

export const ExchangeRatesAnswer = Type.Object({
  currency: Type.String({ description: "The organisation's default currency: every rate is relative to it" }),
  rates: Type.Array(ExchangeRate, { description: 'By currency, the newest date first' }),
});
export type ExchangeRatesAnswer = Static<typeof ExchangeRatesAnswer>;

export const ExchangeRateParams = Type.Object({ currency: Type.String({ maxLength: 3 }) });
export type ExchangeRateParams = Static<typeof ExchangeRateParams>;

/** PUT /organisation/exchange-rates/{currency}: the rate from `valid_from` on (today when left out); the same date again replaces it. */
export const ExchangeRateChange = Type.Object(
  {
    rate: Type.String({ maxLength: 40, description: `Decimal text, positive, at most ${RATE_MAX_DECIMALS} decimals ("1.0842")` }),
    valid_from: Type.Optional(day),
  },
  { additionalProperties: false },
);
export type ExchangeRateChange = Static<typeof ExchangeRateChange>;

/** DELETE /organisation/exchange-rates/{currency}: that date's rate alone, or every rate of the currency. */
export const ExchangeRateDeleteQuery = Type.Object({ valid_from: Type.Optional(day) }, { additionalProperties: false });
export type ExchangeRateDeleteQuery = Static<typeof ExchangeRateDeleteQuery>;
