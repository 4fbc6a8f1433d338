// One figure in the organisation's default currency, converted with the admin's exchange rates,
// with the per-currency sums it came from (exports and hovers keep the original amounts).
import { Type, type Static } from '@sinclair/typebox';
import { MoneyTotal } from './deals';

export const ConvertedTotal = Type.Object({
  currency: Type.String({ description: "The organisation's default currency" }),
  value: Type.String({ description: 'Decimal text in `currency`: Σ of the parts that have a rate, each converted and rounded to the minor unit' }),
  count: Type.Integer({ minimum: 0, description: 'Deals counted in `value`' }),
  parts: Type.Array(MoneyTotal, { description: 'The original per-currency sums, most deals first' }),
  missing: Type.Array(Type.String(), { description: 'Currencies with deals but no exchange rate: left out of `value`' }),
});
export type ConvertedTotal = Static<typeof ConvertedTotal>;
