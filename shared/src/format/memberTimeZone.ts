/**
 * The signed-in member's time zone, whose days "today", "overdue" and a due time are counted in.
 * For now the browser's zone (UTC when it names none); the one place to read the member's chosen
 * zone from once their preference is kept beside the formats.
 */
export function memberTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
