import { isTimeZone } from '@meridian/shared/model';

export const TIME_ZONE_REGIONS = [
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
  'Other',
] as const;
export type TimeZoneRegion = (typeof TIME_ZONE_REGIONS)[number];

export interface TimeZoneChoice {
  zone: string;
  region: TimeZoneRegion;
  /** 'New York', 'Argentina / Buenos Aires'. */
  place: string;
  /** The zone's name in the language ('Eastern Time'); empty when Intl knows it only by its offset ('GMT+03:00'). */
  name: string;
  /** 'UTC−05:00' now (daylight saving included). */
  offset: string;
  /** Minutes east of UTC now, to sort by. */
  minutes: number;
}

/** Every IANA zone this browser knows ('UTC' included), and `also` when it is one Intl knows by an older name. */
export function allTimeZones(also: string[] = []): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...listed, 'UTC', ...also.filter(isTimeZone)])];
}

function offsetOf(zone: string, at: Date): { offset: string; minutes: number } {
  const text =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ??
    'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(text);
  if (!match) return { offset: 'UTC', minutes: 0 };
  const minutes = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  return { offset: `UTC${match[1] === '-' ? '−' : '+'}${match[2]}:${match[3]}`, minutes };
}

function nameOf(zone: string, at: Date, locale: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(at);
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    return /^(GMT|UTC)([+\-−]|$)/.test(name) ? '' : name;
  } catch {
    return '';
  }
}

/** One zone as the select shows it: its region, place, name in the language (an Intl locale) and UTC offset now. */
export function timeZoneChoice(zone: string, locale: string, at = new Date()): TimeZoneChoice {
  const [first, ...rest] = zone.split('/');
  const region = (TIME_ZONE_REGIONS as readonly string[]).includes(first!) && rest.length > 0 ? (first as TimeZoneRegion) : 'Other';
  const place = (region === 'Other' ? zone : rest.join(' / ')).replace(/_/g, ' ');
  return { zone, region, place, name: nameOf(zone, at, locale), ...offsetOf(zone, at) };
}

/** Every zone, grouped by region; in a region by offset, then place. */
export function timeZoneGroups(locale: string, also: string[] = [], at = new Date()): [TimeZoneRegion, TimeZoneChoice[]][] {
  const choices = allTimeZones(also).map((zone) => timeZoneChoice(zone, locale, at));
  return TIME_ZONE_REGIONS.map(
    (region) =>
      [region, choices.filter((choice) => choice.region === region).sort((a, b) => a.minutes - b.minutes || a.place.localeCompare(b.place))] as [
        TimeZoneRegion,
        TimeZoneChoice[],
      ],
  ).filter(([, list]) => list.length > 0);
}
