import { addDays, dayBounds, dayInZone, isTimeZone, zonedTime } from './time-rules';
import { nextActivityState, openSection, reminderAt } from './activity-rules';

describe('time in a zone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it('gives the calendar day an instant falls on in a zone', () => {
    const instant = new Date('2026-12-02T02:22:00Z');
    expect(dayInZone(instant, 'UTC')).toBe('2026-12-02');
    expect(dayInZone(instant, 'America/New_York')).toBe('2026-12-01');
    expect(dayInZone(instant, 'Asia/Tokyo')).toBe('2026-12-02');
  });

  it('turns a wall-clock time into an instant, across DST changes', () => {
    expect(zonedTime('2026-12-02', '14:00', 'Europe/Paris').toISOString()).toBe('2026-12-02T13:00:00.000Z');
    expect(zonedTime('2026-07-02', '14:00', 'Europe/Paris').toISOString()).toBe('2026-07-02T12:00:00.000Z');
    expect(zonedTime('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedTime('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('bounds a day in a zone and steps days across months', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    const { start, end } = dayBounds('2026-03-08', 'America/New_York');
    expect(start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('where an activity stands', () => {
  const now = new Date('2026-12-02T15:00:00Z');
  it('places timed activities by the member’s day and the time now', () => {
    expect(openSection({ due_at: '2026-12-02T14:00:00Z', all_day: false }, now, 'UTC')).toBe('overdue');
    expect(openSection({ due_at: '2026-12-02T16:00:00Z', all_day: false }, now, 'UTC')).toBe('today');
    expect(openSection({ due_at: '2026-12-03T02:00:00Z', all_day: false }, now, 'UTC')).toBe('upcoming');
    expect(openSection({ due_at: '2026-12-03T02:00:00Z', all_day: false }, now, 'America/New_York')).toBe('today');
  });

  it('reads an all-day activity as its day in every zone', () => {
    const due = { due_at: '2026-12-02T00:00:00.000Z', all_day: true };
    expect(openSection(due, now, 'Pacific/Kiritimati')).toBe('overdue');
    expect(openSection(due, now, 'America/Los_Angeles')).toBe('today');
    expect(nextActivityState(due, new Date('2026-12-01T12:00:00Z'), 'UTC')).toBe('planned');
    expect(nextActivityState(null, now, 'UTC')).toBe('none');
  });

  it('reminds at the due time, or at 09:00 of an all-day activity’s day in the assignee’s zone', () => {
    expect(reminderAt({ due_at: '2026-12-02T14:00:00.000Z', all_day: false }, 'Europe/Paris').toISOString()).toBe('2026-12-02T14:00:00.000Z');
    expect(reminderAt({ due_at: '2026-12-02T00:00:00.000Z', all_day: true }, 'Europe/Paris').toISOString()).toBe('2026-12-02T08:00:00.000Z');
    expect(reminderAt({ due_at: '2026-12-02T00:00:00.000Z', all_day: true }, null).toISOString()).toBe('2026-12-02T09:00:00.000Z');
  });
});
