// Date filters: a range of calendar days the member picks (a preset or two days) and what the API
// takes. created_* / updated_* are instants: a day starts and ends in the member's zone, the end is
// exclusive (the start of the day after the last). close_* are days, both ends included.
import { addDays, dayBounds, dayInZone } from '@meridian/contract';

export const DATE_PRESETS = ['today', 'last7', 'last30', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DayRange {
  /** First day included ('YYYY-MM-DD'); empty: no lower end. */
  from: string;
  /** Last day included; empty: no upper end. */
  to: string;
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const lastOfMonth = (day: string) => addDays(firstOfMonth(addDays(firstOfMonth(day), 31)), -1);

/** The days a preset covers, counted from `today` (the member's today). */
export function presetDays(preset: DatePreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: lastOfMonth(today) };
    case 'lastMonth': {
      const previous = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(previous), to: previous };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/** The instants a range of days spans in a zone: [start of `from`, start of the day after `to`). */
export function instantsOf({ from, to }: DayRange, timeZone: string): { from?: string; to?: string } {
  return {
    from: from ? dayBounds(from, timeZone).start.toISOString() : undefined,
    to: to ? dayBounds(to, timeZone).end.toISOString() : undefined,
  };
}

/** The days a filter's instants cover in a zone (the end is exclusive: its last day is the one before). */
export function daysOf(from: string | undefined, to: string | undefined, timeZone: string): DayRange {
  const day = (instant: string | undefined, shift: number) => {
    const time = instant ? Date.parse(instant) : NaN;
    return Number.isNaN(time) ? '' : dayInZone(new Date(time + shift), timeZone);
  };
  return { from: day(from, 0), to: day(to, -1) };
}
