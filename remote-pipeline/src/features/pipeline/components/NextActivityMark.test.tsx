// A card's next-activity mark: overdue, today, planned or none, each its own shape and colour,
// its words as tooltip and screen-reader text, and the minute tick that turns today into overdue.
import { act, screen } from '@testing-library/react';
import { formatDate, formatDateTime, formatTime } from '@meridian/shared/format';
import type { NextActivity } from '@meridian/shared/model';
import { renderWithTheme } from '@meridian/shared/testing';
import { NextActivityMark } from './NextActivityMark';

jest.mock('@meridian/shared/format', () => ({ ...jest.requireActual('@meridian/shared/format'), currentTimeZone: () => 'Europe/Paris' }));

/** 1 Dec 2026, 09:58:30 UTC: 10:58:30 in Paris. */
const NOW = Date.parse('2026-12-01T09:58:30Z');

const call = (due_at: string, all_day = false): NextActivity => ({ id: 'a1', type: 'call', subject: 'Call Chloe', due_at, all_day });

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
});

const mark = () => screen.getByRole('img');

it("says 'No activity planned' (amber triangle) when the contact has none", () => {
  renderWithTheme(<NextActivityMark next={null} />);
  expect(mark()).toHaveAccessibleName('No activity planned');
  expect(mark()).toHaveAttribute('title', 'No activity planned');
  expect(mark()).toHaveAttribute('data-activity-state', 'none');
  expect(mark().querySelector('path')).toHaveAttribute('d', expect.stringMatching(/^M8 1\.25/));
});

it('an activity due yesterday is overdue, with its subject and day', () => {
  const next = call('2026-11-30T15:00:00Z');
  renderWithTheme(<NextActivityMark next={next} />);
  expect(mark()).toHaveAccessibleName(`Overdue: Call Chloe, ${formatDateTime(next.due_at)}`);
  expect(mark()).toHaveAttribute('data-activity-state', 'overdue');
});

it('an all-day activity of today is today (its day, never moved by the zone); a later one is planned', () => {
  const { unmount } = renderWithTheme(<NextActivityMark next={call('2026-12-01T00:00:00.000Z', true)} />);
  expect(mark()).toHaveAccessibleName(`Today: Call Chloe, ${formatDate('2026-12-01')}`);
  expect(mark()).toHaveAttribute('data-activity-state', 'today');
  unmount();
  renderWithTheme(<NextActivityMark next={call('2026-12-05T00:00:00.000Z', true)} />);
  expect(mark()).toHaveAccessibleName(`Planned: Call Chloe, ${formatDate('2026-12-05')}`);
  expect(mark()).toHaveAttribute('title', `Planned: Call Chloe, ${formatDate('2026-12-05')}`);
  expect(mark()).toHaveAttribute('data-activity-state', 'planned');
});

it("the member's zone decides the day: 23:30 UTC on Dec 1 is already Dec 2 in Paris, so planned, not today", () => {
  renderWithTheme(<NextActivityMark next={call('2026-12-01T23:30:00Z')} />);
  expect(mark()).toHaveAttribute('data-activity-state', 'planned');
});

it('turns from today to overdue on the minute, without a reload', () => {
  // Due at 10:00 UTC (11:00 in Paris); it is 09:58:30.
  const next = call('2026-12-01T10:00:00Z');
  renderWithTheme(<NextActivityMark next={next} />);
  expect(mark()).toHaveAccessibleName(`Today: Call Chloe, ${formatTime(next.due_at)}`);
  expect(mark()).toHaveAttribute('data-activity-state', 'today');

  // The ticks at 09:59:00 and 10:00:00: due this very minute, still today.
  act(() => jest.advanceTimersByTime(90_000));
  expect(mark()).toHaveAttribute('data-activity-state', 'today');

  // 10:01:00: past due.
  act(() => jest.advanceTimersByTime(60_000));
  expect(mark()).toHaveAttribute('data-activity-state', 'overdue');
  expect(mark()).toHaveAccessibleName(`Overdue: Call Chloe, ${formatDateTime(next.due_at)}`);
});

it('each state has its own shape, not only its colour', () => {
  const shapes = new Set<string>();
  for (const next of [null, call('2026-11-30T15:00:00Z'), call('2026-12-01T18:00:00Z'), call('2026-12-09T18:00:00Z')]) {
    const { unmount } = renderWithTheme(<NextActivityMark next={next} />);
    shapes.add(mark().querySelector('svg')!.innerHTML);
    unmount();
  }
  expect(shapes.size).toBe(4);
});
