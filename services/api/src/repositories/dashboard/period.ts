// The dashboard's periods: calendar days of the caller's time zone (their preferences', UTC
// without one), turned into the instants stored timestamps are compared with, and the calendar
// months the month charts answer.
import { addDays, dayBounds, dayInZone, DASHBOARD_MONTHS_MAX } from '@meridian/contract';
import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../../errors';

export interface DayRange {
  from?: string;
  to?: string;
}

/** Refuses a period whose start is after its end. */
export function checkRange(range: DayRange): void {
  if (range.from !== undefined && range.to !== undefined && range.from > range.to) {
    throw badRequest('filter_range_invalid', { field: 'from', params: { field: 'from' } });
  }
}

/** [start, end) as stored instants (toISOString text, so text order is time order); either may be open. */
export interface InstantRange {
  start?: string;
  end?: string;
}

export function instantsOf(range: DayRange, timeZone: string): InstantRange {
  return {
    start: range.from === undefined ? undefined : dayBounds(range.from, timeZone).start.toISOString(),
    end: range.to === undefined ? undefined : dayBounds(range.to, timeZone).end.toISOString(),
  };
}

/** The caller's today. */
export function today(timeZone: string, now = new Date()): string {
  return dayInZone(now, timeZone);
}

/** 'YYYY-MM' `count` months after (before, when negative) the month of `day`. */
export function addMonths(day: string, count: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return date.toISOString().slice(0, 7);
}

/** The last day of a month 'YYYY-MM'. */
export function lastDayOf(month: string): string {
  return addDays(`${addMonths(`${month}-01`, 1)}-01`, -1);
}

/** Every month from the month of `from` to the month of `to`; refused when more than DASHBOARD_MONTHS_MAX. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addMonths(`${month}-01`, 1)) {
    if (months.length === DASHBOARD_MONTHS_MAX) throw badRequest('dashboard_range_too_long', { field: 'from', params: { max: DASHBOARD_MONTHS_MAX } });
    months.push(month);
  }
  return months;
}

/**
 * A month chart's period: the days asked for, or `before` months before and `after` months after
 * the caller's month around the side left out (both left out: around today).
 */
export function monthPeriod(range: DayRange, timeZone: string, before: number, after: number): { from: string; to: string; months: string[] } {
  checkRange(range);
  const now = today(timeZone);
  const from = range.from ?? `${addMonths(range.to ?? now, range.to ? -(before + after) : -before)}-01`;
  const to = range.to ?? (range.from ? lastDayOf(addMonths(range.from, before + after)) : lastDayOf(addMonths(now, after)));
  return { from, to, months: monthsOf(from, to) };
}

/**
 * The month (in `timeZone`) a stored instant falls in, as an SQL CASE over the months' first
 * instants: exact in any zone, daylight saving included, on both databases.
 */
export function monthOfInstant(column: string, months: readonly string[], timeZone: string): RawBuilder<string> {
  if (months.length === 1) return sql<string>`${sql.lit(months[0]!)}`;
  const branches = months
    .slice(1)
    .map((month, i) => sql`when ${sql.ref(column)} < ${sql.lit(dayBounds(`${month}-01`, timeZone).start.toISOString())} then ${sql.lit(months[i]!)}`);
  return sql<string>`case ${sql.join(branches, sql` `)} else ${sql.lit(months[months.length - 1]!)} end`;
}
