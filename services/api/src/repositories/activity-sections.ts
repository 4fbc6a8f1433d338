// "My work"'s sections and the due range as SQL conditions over activities (the contract's
// openSection, with the day counted in the caller's zone): a timed activity is due at an instant,
// an all-day one on the day stored at 00:00 UTC. due_at is ISO text in UTC, so comparing it with
// ISO text compares instants.
import { dayBounds, dayInZone, type ActivitySection } from '@meridian/contract';
import { sql, type Expression, type SqlBool } from 'kysely';

/** A calendar day as an all-day activity stores it. */
const allDayAt = (day: string) => `${day}T00:00:00.000Z`;

const dueAt = sql.ref('activities.due_at');
const allDay = sql.ref('activities.all_day');
const doneAt = sql.ref('activities.done_at');

/** The section's condition at `now` in `timeZone`. */
export function sectionCondition(section: ActivitySection, now: Date, timeZone: string): Expression<SqlBool> {
  if (section === 'done') return sql<SqlBool>`${doneAt} is not null`;
  const today = dayInZone(now, timeZone);
  const { end } = dayBounds(today, timeZone);
  const instant = now.toISOString();
  const open = sql<SqlBool>`${doneAt} is null`;
  if (section === 'overdue') return sql<SqlBool>`${open} and ((${allDay} = 0 and ${dueAt} < ${instant}) or (${allDay} = 1 and ${dueAt} < ${allDayAt(today)}))`;
  if (section === 'today')
    return sql<SqlBool>`${open} and ((${allDay} = 0 and ${dueAt} >= ${instant} and ${dueAt} < ${end.toISOString()}) or (${allDay} = 1 and ${dueAt} = ${allDayAt(today)}))`;
  return sql<SqlBool>`${open} and ((${allDay} = 0 and ${dueAt} >= ${end.toISOString()}) or (${allDay} = 1 and ${dueAt} > ${allDayAt(today)}))`;
}

/** Due on or after `from` and/or on or before `to`, days in `timeZone`. */
export function dueRangeCondition(from: string | undefined, to: string | undefined, timeZone: string): Expression<SqlBool> | undefined {
  const parts: Expression<SqlBool>[] = [];
  if (from) {
    const start = dayBounds(from, timeZone).start.toISOString();
    parts.push(sql<SqlBool>`((${allDay} = 0 and ${dueAt} >= ${start}) or (${allDay} = 1 and ${dueAt} >= ${allDayAt(from)}))`);
  }
  if (to) {
    const end = dayBounds(to, timeZone).end.toISOString();
    parts.push(sql<SqlBool>`((${allDay} = 0 and ${dueAt} < ${end}) or (${allDay} = 1 and ${dueAt} <= ${allDayAt(to)}))`);
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : sql<SqlBool>`${parts[0]} and ${parts[1]}`;
}
