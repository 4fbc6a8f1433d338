// An activity's due_at as sent → as stored (docs/ARCHITECTURE.md §5 "Activities"): a timed one is an
// ISO 8601 instant with its zone ('Z' or an offset), stored as UTC; an all-day one is a calendar day,
// sent as 'YYYY-MM-DD' or as that day's 00:00 UTC instant, stored as the day at 00:00 UTC. Years
// outside ACTIVITY_YEAR_MIN..MAX are typing mistakes. Undefined: not a due date.
import { ACTIVITY_YEAR_MAX, ACTIVITY_YEAR_MIN, CALENDAR_DAY } from '@meridian/contract';

const ALL_DAY = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.0{1,9})?)?(?:Z|[+-]00:00))?$/i;
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/i;

/** True for a real calendar day ('2026-02-30' is not). */
function isRealDay(day: string): boolean {
  if (!CALENDAR_DAY.test(day)) return false;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const inYears = (instant: Date) => instant.getUTCFullYear() >= ACTIVITY_YEAR_MIN && instant.getUTCFullYear() <= ACTIVITY_YEAR_MAX;

export function storedDue(value: string, allDay: boolean): string | undefined {
  const text = value.trim();
  if (allDay) {
    const day = ALL_DAY.exec(text)?.[1];
    if (!day || !isRealDay(day)) return undefined;
    const instant = new Date(`${day}T00:00:00.000Z`);
    return inYears(instant) ? instant.toISOString() : undefined;
  }
  const match = INSTANT.exec(text);
  if (!match || !isRealDay(match[1]!)) return undefined;
  // Fractions past milliseconds are cut: Date keeps milliseconds only.
  const instant = new Date(Date.parse(text.replace(/(\.\d{3})\d+/, '$1')));
  return Number.isNaN(instant.getTime()) || !inYears(instant) ? undefined : instant.toISOString();
}
