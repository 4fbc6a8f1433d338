/**
 * The signed-in member's time zone, which decides what 'today' is for a card's next activity.
 * The browser's zone for now; the one place to read the member's chosen zone instead.
 */
export function memberTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
