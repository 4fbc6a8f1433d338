const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the user's time zone as YYYY-MM-DD (a close date is a calendar day, not an instant). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A close date before today; the close date itself is still on time. */
export function isOverdue(closeDate: string | null | undefined, now = new Date()): boolean {
  return Boolean(closeDate) && closeDate! < localToday(now);
}
