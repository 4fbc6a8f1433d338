import { currentDay } from '@meridian/shared/format';

/** A close date (a calendar day) before today in the member's time zone; the close date itself is still on time. */
export function isOverdue(closeDate: string | null | undefined, now = new Date()): boolean {
  return Boolean(closeDate) && closeDate! < currentDay(now);
}
