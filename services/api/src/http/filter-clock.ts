// "Today" of the next_activity filter is the caller's (their preferences' zone, UTC without one),
// as on My work and the board. Only a filter naming next_activity reads the zone.
import { dayInZone, type ContactFilter } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import { activityLinks } from '../repositories/activity-links';
import { utcClock, type FilterClock } from '../repositories/contact-filter';

export async function filterClock(request: FastifyRequest, filter: ContactFilter): Promise<FilterClock> {
  if (!filter.next_activity) return utcClock();
  const timeZone = await activityLinks(request.scope).timeZoneOf(request.user.id);
  return { now: new Date(), timeZone: timeZone ?? 'UTC' };
}

/** A list answer with next_activity depends on the caller's zone and the clock: not from the answer cache. */
export const dependsOnClock = (request: FastifyRequest): boolean => Boolean((request.query as ContactFilter | undefined)?.next_activity);

const todays = new WeakMap<FastifyRequest, Promise<string>>();

/**
 * The caller's today (YYYY-MM-DD in their preferences' zone, UTC without one), read once per
 * request: the board's month and quarter and the day its exchange rates are chosen for.
 */
export function callerToday(request: FastifyRequest): Promise<string> {
  let today = todays.get(request);
  if (!today) {
    today = activityLinks(request.scope)
      .timeZoneOf(request.user.id)
      .then((zone) => dayInZone(new Date(), zone ?? 'UTC'));
    todays.set(request, today);
  }
  return today;
}
