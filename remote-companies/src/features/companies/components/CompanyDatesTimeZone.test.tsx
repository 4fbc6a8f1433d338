// The company page's dates under two zones and two formats: an instant (when the company was
// created, when its contact's deal changed) moves with the zone; a close date, a calendar day, never does.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DISPLAY_PREFERENCES, useDisplayPreferences, type DisplayPreferences } from '@meridian/shared/format';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { contactEvent, contactList, makeCompany, timelinePage } from '../../../testing/fixtures';
import { renderCompanies, signOut } from '../../../testing/renderCompanies';

// 02:22 UTC on Dec 2: the evening before in New York, late morning in Tokyo.
const AT = '2026-12-02T02:22:00.000Z';
const DEAL_CHANGED = contactEvent({
  id: 'e9',
  at: AT,
  record_type: 'deal',
  action: 'updated',
  changes: [{ field: 'close_date', from: null, to: '2027-02-15' }],
});

beforeEach(() => resetAppState());
afterEach(() => {
  signOut();
  act(() => useDisplayPreferences.setState(DEFAULT_DISPLAY_PREFERENCES));
});

it.each<DisplayPreferences & { created: string; changed: string; closeDate: string }>([
  {
    timeZone: 'America/New_York',
    dateFormat: 'MM/DD/YYYY',
    timeFormat: '12h',
    created: '12/01/2026',
    changed: '12/01/2026, 9:22 PM · by Sam Seller',
    closeDate: 'Close date: none → 02/15/2027',
  },
  {
    timeZone: 'America/New_York',
    dateFormat: 'YYYY-MM-DD',
    timeFormat: '24h',
    created: '2026-12-01',
    changed: '2026-12-01, 21:22 · by Sam Seller',
    closeDate: 'Close date: none → 2027-02-15',
  },
  {
    timeZone: 'Asia/Tokyo',
    dateFormat: 'MM/DD/YYYY',
    timeFormat: '12h',
    created: '12/02/2026',
    changed: '12/02/2026, 11:22 AM · by Sam Seller',
    closeDate: 'Close date: none → 02/15/2027',
  },
  {
    timeZone: 'Asia/Tokyo',
    dateFormat: 'YYYY-MM-DD',
    timeFormat: '24h',
    created: '2026-12-02',
    changed: '2026-12-02, 11:22 · by Sam Seller',
    closeDate: 'Close date: none → 2027-02-15',
  },
])('shows its dates in $timeZone as $dateFormat, $timeFormat', async ({ created, changed, closeDate, ...preferences }) => {
  act(() => useDisplayPreferences.setState(preferences));
  mockApi({
    'GET /companies/:id': { body: { company: makeCompany({ created_at: AT }) } },
    'GET /contacts': { body: contactList([]) },
    'GET /members': { body: { members: [] } },
    'GET /companies/:id/timeline': { body: timelinePage([DEAL_CHANGED]) },
  });
  renderCompanies('/companies/c1');
  const term = await screen.findByText('Created');
  expect(term.nextElementSibling).toHaveTextContent(created);
  await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
  const item = await screen.findByRole('listitem');
  expect(within(item).getByText(changed)).toBeInTheDocument();
  expect(within(item).getByText(closeDate)).toBeInTheDocument();
});
