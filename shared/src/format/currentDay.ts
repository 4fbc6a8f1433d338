import { dayInZone } from '@meridian/contract';
import { currentTimeZone } from './displayPreferences';

/** Today ('2026-12-01') in the member's time zone: what a calendar day (a close date, an all-day activity) is compared with. */
export function currentDay(now = new Date()): string {
  return dayInZone(now, currentTimeZone());
}
