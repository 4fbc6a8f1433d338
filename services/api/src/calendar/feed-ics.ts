// A member's activities as an iCalendar feed (RFC 5545), made with ical-generator: an all-day
// activity is a DATE event on its day; a timed one starts at its due time and lasts its duration
// (30 minutes when it has none). SUMMARY is the subject, DESCRIPTION the note and the names of the
// linked records, URL the record in the app, UID the activity's id at the API's host (stable, so a
// calendar updates the event in place). A done activity stays, marked "✓ " in its summary, free
// time (TRANSP:TRANSPARENT) and X-MERIDIAN-COMPLETED with when it was done: VEVENT has no
// completed status (STATUS is TENTATIVE, CONFIRMED or CANCELLED only).
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import type { Locale } from '@meridian/contract';
import { translator } from '../i18n';
import type { FeedActivity } from '../repositories/calendar-feeds';
import { recordLink } from '../reminders/record-link';

export const DEFAULT_EVENT_MINUTES = 30;
const DAY_MS = 86_400_000;

export interface FeedLinks {
  /** The web app's origin (APP_URL). */
  appUrl: string;
  /** The host the UIDs name (the API's public host). */
  uidHost: string;
}

export function feedIcs(activities: FeedActivity[], locale: Locale, links: FeedLinks): string {
  const t = translator(locale);
  const calendar = ical({ name: t('api.calendar.name'), prodId: { company: 'Meridian', product: 'CRM', language: locale.toUpperCase() }, ttl: 15 * 60 });
  for (const activity of activities) {
    const start = new Date(activity.due_at);
    const end = activity.all_day
      ? new Date(start.getTime() + DAY_MS)
      : new Date(start.getTime() + (activity.duration_minutes ?? DEFAULT_EVENT_MINUTES) * 60_000);
    const description = [
      activity.note,
      [
        activity.contact_name && t('api.calendar.contact', { name: activity.contact_name }),
        activity.company_name && t('api.calendar.company', { name: activity.company_name }),
      ]
        .filter(Boolean)
        .join('\n'),
    ]
      .filter(Boolean)
      .join('\n\n');
    const done = activity.done_at !== null;
    const event = calendar.createEvent({
      id: `${activity.id}@${links.uidHost}`,
      start,
      end,
      allDay: activity.all_day,
      summary: done ? `✓ ${activity.subject}` : activity.subject,
      description: description || undefined,
      url: recordLink(links.appUrl, { contactId: activity.contact_id, companyId: activity.company_id }),
      status: ICalEventStatus.CONFIRMED,
      transparency: done ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
      lastModified: new Date(activity.updated_at),
    });
    if (done)
      event.x(
        'X-MERIDIAN-COMPLETED',
        new Date(activity.done_at!)
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, ''),
      );
  }
  return calendar.toString();
}
