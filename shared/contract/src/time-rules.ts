// Dates and times as a member sees them: their time zone (any IANA zone) and the Settings date and
// time formats, kept by the API per member (GET/PUT /me/preferences). Plain values and functions
// only (no schemas): the front end imports them.

export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const TIME_FORMATS = ['12h', '24h'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

export const isDateFormat = (value: unknown): value is DateFormat => DATE_FORMATS.includes(value as DateFormat);
export const isTimeFormat = (value: unknown): value is TimeFormat => TIME_FORMATS.includes(value as TimeFormat);

/** A calendar day, 'YYYY-MM-DD' (a deal's close date, an all-day activity's day). */
export const CALENDAR_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A wall-clock time, 'HH:MM' (24 h). */
export const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const zoneChecks = new Map<string, boolean>();

/** True for a time zone Intl knows by its IANA name ('Europe/Paris', 'UTC'); never throws. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  let known = zoneChecks.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      known = true;
    } catch {
      known = false;
    }
    if (zoneChecks.size < 1000) zoneChecks.set(value, known);
  }
  return known;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** An instant's wall clock in a zone, as numbers: year, month, day, hour (0–23), minute, second. */
export function partsIn(instant: Date, timeZone: string): Record<string, number> {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day an instant falls on in a zone: dayInZone(2026-12-02T02:22Z, 'America/New_York') = '2026-12-01'. */
export function dayInZone(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${pad(p.year!, 4)}-${pad(p.month!)}-${pad(p.day!)}`;
}

/** The day `days` after a calendar day (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The instant a wall-clock time on a calendar day is in a zone: zonedTime('2026-12-02', '14:00',
 * 'Europe/Paris') = 2026-12-02T13:00Z. A time skipped by a DST jump lands after the jump; a repeated
 * one is its first occurrence.
 */
export function zonedTime(day: string, time: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T${time}:00Z`);
  const offset = (instant: number) => {
    const p = partsIn(new Date(instant), timeZone);
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - instant;
  };
  const first = guess - offset(guess);
  const second = guess - offset(first);
  if (first === second || offset(second) === offset(first)) return new Date(first);
  // The zone's offset changes between the two: keep the one that shows the asked time, else
  // (a time the jump skipped) the later one, after the jump.
  return new Date(second + offset(second) === guess ? second : Math.max(first, second));
}

/** The instants a calendar day in a zone starts and ends at (end exclusive). */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: zonedTime(day, '00:00', timeZone), end: zonedTime(addDays(day, 1), '00:00', timeZone) };
}
