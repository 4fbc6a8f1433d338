// The board's dates under two zones and two formats. A close date is a calendar day: written the
// same in every zone, in the Settings date format (the card's short form too); whether it is
// overdue depends on today in the member's zone.
import { act, screen } from '@testing-library/react';
import { DEFAULT_DISPLAY_PREFERENCES, useDisplayPreferences, type DisplayPreferences } from '@meridian/shared/format';
import { renderWithProviders } from '@meridian/shared/testing';
import { deal } from '../../../testing/fixtures';
import { DealSummary } from '../../deal-editor/components/DealSummary';
import { ContactCardDeal } from './ContactCardDeal';

// 02:22 UTC on Dec 2, 2026: still Dec 1 in New York, already Dec 2 in Tokyo.
const NOW = new Date('2026-12-02T02:22:00.000Z');

beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
afterEach(() => {
  jest.useRealTimers();
  act(() => useDisplayPreferences.setState(DEFAULT_DISPLAY_PREFERENCES));
});

const renderCard = (closeDate: string) => renderWithProviders(<ContactCardDeal deal={deal({ close_date: closeDate })} closed={false} />);

it.each<DisplayPreferences & { thisYear: string; nextYear: string; full: string; overdue: boolean }>([
  { timeZone: 'America/New_York', dateFormat: 'MM/DD/YYYY', timeFormat: '12h', thisYear: '12/01', nextYear: '02/15/2027', full: '12/01/2026', overdue: false },
  { timeZone: 'America/New_York', dateFormat: 'YYYY-MM-DD', timeFormat: '24h', thisYear: '12-01', nextYear: '2027-02-15', full: '2026-12-01', overdue: false },
  { timeZone: 'Asia/Tokyo', dateFormat: 'MM/DD/YYYY', timeFormat: '12h', thisYear: '12/01', nextYear: '02/15/2027', full: '12/01/2026', overdue: true },
  { timeZone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD', timeFormat: '24h', thisYear: '12-01', nextYear: '2027-02-15', full: '2026-12-01', overdue: true },
])('shows close dates in $timeZone as $dateFormat, $timeFormat', ({ thisYear, nextYear, full, overdue, ...preferences }) => {
  act(() => useDisplayPreferences.setState(preferences));
  renderCard('2026-12-01');
  const shown = screen.getByText(thisYear);
  expect(shown.parentElement).toHaveAttribute('title', overdue ? `Overdue: expected to close ${full}` : `Expected to close ${full}`);
  expect(shown.parentElement).toHaveTextContent(overdue ? `Overdue, expected to close ${thisYear}` : `Expected to close ${thisYear}`);
  renderCard('2027-02-15');
  expect(screen.getByText(nextYear)).toBeInTheDocument();
  renderWithProviders(<DealSummary deal={deal({ close_date: '2027-02-15' })} reason="role" />);
  expect(screen.getByText('Expected close date').nextElementSibling).toHaveTextContent(nextYear);
});
