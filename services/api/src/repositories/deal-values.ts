// The rules of a deal's fields, without SQL: stored row → Deal, a DealBody → the columns it changes
// and the history it records. Values are integer minor units (money.ts), never floats.
import { formatAmount, isCurrencyCode, parseAmount, type Deal, type DealBody, type DealChange } from '@meridian/contract';
import { badRequest } from '../errors';

/** A pipeline entry's deal columns as stored (pg hands bigint over as text, SQLite as a number). */
export interface DealColumns {
  value_minor: string | number | null;
  currency: string | null;
  close_date: string | null;
  owner_id: string | null;
  next_step: string | null;
}

export const NO_DEAL: DealColumns = { value_minor: null, currency: null, close_date: null, owner_id: null, next_step: null };

export function toMinor(value: DealColumns['value_minor']): bigint | null {
  return value === null ? null : BigInt(value);
}

export function dealOf(row: DealColumns & { owner_name: string | null }): Deal {
  const minor = toMinor(row.value_minor);
  return {
    value: minor !== null && row.currency ? formatAmount(minor, row.currency) : null,
    currency: row.currency,
    close_date: row.close_date,
    owner_id: row.owner_id,
    owner_name: row.owner_id ? row.owner_name : null,
    next_step: row.next_step,
  };
}

/** What the caller needs to know to check a body: the default currency and who is a member. */
export interface DealContext {
  defaultCurrency(): Promise<string>;
  /** The member's name, or undefined when the id is no member of the organisation. */
  memberName(id: string): Promise<string | undefined>;
}

function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * The columns `body` sets on a deal that is `current` (only the fields sent change; null clears).
 * A value without a currency keeps the deal's currency, else takes the organisation's default; a
 * currency without a value re-expresses the deal's amount in it (refused when it has more decimals
 * than the new currency allows). Clearing the value clears the currency unless one is sent.
 * Throws `{ error, field }` refusals.
 */
export async function dealPatch(body: DealBody, current: DealColumns, ctx: DealContext): Promise<Partial<DealColumns>> {
  const patch: Partial<DealColumns> = {};
  const currency = body.currency;
  if (currency !== undefined && currency !== null && !isCurrencyCode(currency)) throw badRequest('currency_invalid', { field: 'currency' });

  const value = typeof body.value === 'string' && !body.value.trim() ? null : body.value;
  const currentMinor = toMinor(current.value_minor);
  if (value !== undefined) {
    if (value === null) {
      patch.value_minor = null;
      patch.currency = currency ?? null;
    } else {
      const unit = currency ?? current.currency ?? (await ctx.defaultCurrency());
      const parsed = parseAmount(value, unit);
      if (!parsed.ok) throw badRequest(parsed.code, { field: 'value', params: parsed.params });
      patch.value_minor = parsed.minor.toString();
      patch.currency = unit;
    }
  } else if (currency !== undefined) {
    if (currency === null) {
      if (currentMinor !== null) throw badRequest('currency_invalid', { field: 'currency' });
      patch.currency = null;
    } else {
      patch.currency = currency;
      if (currentMinor !== null && current.currency && current.currency !== currency) {
        const parsed = parseAmount(formatAmount(currentMinor, current.currency), currency);
        if (!parsed.ok) throw badRequest(parsed.code, { field: 'value', params: parsed.params });
        patch.value_minor = parsed.minor.toString();
      }
    }
  }

  if (body.close_date !== undefined) {
    if (body.close_date !== null && !isCalendarDay(body.close_date)) throw badRequest('close_date_invalid', { field: 'close_date' });
    patch.close_date = body.close_date;
  }
  if (body.owner_id !== undefined) {
    if (body.owner_id !== null && (await ctx.memberName(body.owner_id)) === undefined) throw badRequest('owner_not_member', { field: 'owner_id' });
    patch.owner_id = body.owner_id;
  }
  if (body.next_step !== undefined) patch.next_step = body.next_step?.trim() || null;
  return patch;
}

const valueText = (d: DealColumns): string | null => {
  const minor = toMinor(d.value_minor);
  return minor !== null && d.currency ? `${formatAmount(minor, d.currency)} ${d.currency}` : null;
};

/** One change per field whose shown value differs ('value' covers value and currency; 'owner' by name). */
export async function dealChanges(before: DealColumns, after: DealColumns, ownerName: (id: string) => Promise<string | undefined>): Promise<DealChange[]> {
  const changes: DealChange[] = [];
  const add = (field: DealChange['field'], from: string | null, to: string | null) => {
    if (from !== to) changes.push({ field, from, to });
  };
  add('value', valueText(before), valueText(after));
  add('close_date', before.close_date, after.close_date);
  if (before.owner_id !== after.owner_id) {
    const name = async (id: string | null) => (id === null ? null : ((await ownerName(id)) ?? id));
    changes.push({ field: 'owner', from: await name(before.owner_id), to: await name(after.owner_id) });
  }
  add('next_step', before.next_step, after.next_step);
  return changes;
}
