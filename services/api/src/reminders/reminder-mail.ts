// A reminder's email: its subject line, and a short text and HTML body naming the activity, when
// it is due in the member's zone and formats, and a link to its record in the app; in the member's
// language (English until they choose one).
import { INTL_LOCALES, isBuiltinActivityType, isDateFormat, isLocale, isTimeFormat, isTimeZone, partsIn, type Locale } from '@meridian/contract';
import { translator } from '../i18n';
import type { ClaimedReminder } from '../db/reminder-claims';
import type { OutgoingMail } from './mailer';
import { recordLink } from './record-link';

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as the member's date format writes it, or their language's medium date ('Jan 5, 2024'). */
function writeDay(instant: Date, timeZone: string, locale: Locale, dateFormat: string | null): string {
  if (!isDateFormat(dateFormat)) return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeZone }).format(instant);
  const p = partsIn(instant, timeZone);
  return dateFormat.replace('YYYY', String(p.year)).replace('MM', pad(p.month!)).replace('DD', pad(p.day!));
}

function writeTime(instant: Date, timeZone: string, locale: Locale, timeFormat: string | null): string {
  if (!isTimeFormat(timeFormat)) return new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeStyle: 'short', timeZone }).format(instant);
  const p = partsIn(instant, timeZone);
  const hour = p.hour!;
  const minute = pad(p.minute!);
  if (timeFormat === '24h') return `${pad(hour)}:${minute}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** When the activity is due, as the member reads it: an all-day one's day, else date, time and zone. */
export function writeDue(reminder: Pick<ClaimedReminder, 'dueAt' | 'allDay' | 'timezone' | 'dateFormat' | 'timeFormat'>, locale: Locale): string {
  const due = new Date(reminder.dueAt);
  if (reminder.allDay) return writeDay(due, 'UTC', locale, reminder.dateFormat);
  const zone = isTimeZone(reminder.timezone) ? reminder.timezone : 'UTC';
  return `${writeDay(due, zone, locale, reminder.dateFormat)}, ${writeTime(due, zone, locale, reminder.timeFormat)} (${zone})`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The email of one reminder. */
export function reminderMail(reminder: ClaimedReminder, appUrl: string): OutgoingMail {
  const locale: Locale = isLocale(reminder.language) ? reminder.language : 'en';
  const t = translator(locale);
  const type = isBuiltinActivityType(reminder.type) ? t(`api.type.${reminder.type}`) : (reminder.typeName ?? reminder.type);
  const what = t('api.reminder.what', { type, subject: reminder.subject });
  const due = writeDue(reminder, locale);
  const when = reminder.allDay ? t('api.reminder.dueOn', { day: due }) : t('api.reminder.dueAt', { when: due });
  const link = recordLink(appUrl, reminder);
  const open = t('api.reminder.open');
  const why = t('api.reminder.why');
  // The subject line is one line whatever the activity's subject holds.
  const subject = t('api.reminder.subject', { subject: reminder.subject.replace(/[\r\n]+/g, ' ') });
  const text = `${what}\n${when}\n\n${open}: ${link}\n\n${why}\n`;
  const html =
    `<!doctype html><html lang="${locale}"><body>` +
    `<p><strong>${escapeHtml(what)}</strong><br>${escapeHtml(when)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>` +
    `<p style="color:#666;font-size:12px">${escapeHtml(why)}</p></body></html>`;
  return { to: reminder.email, subject, text, html };
}
