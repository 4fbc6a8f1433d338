// An instant's calendar day and wall-clock time in a zone, read through Intl (formatters kept per zone).
const formats = new Map<string, Intl.DateTimeFormat>();

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
}

/** The calendar day an instant falls on in a zone (Intl's timeZone option; any IANA zone). */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    formats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(date)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}
