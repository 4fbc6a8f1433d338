const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time ('HH:MM', 24 h) an instant shows in a zone: the composer's time field of a timed activity. */
export function clockInZone(instant: Date, timeZone: string): string {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute}`;
}
