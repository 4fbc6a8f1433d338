import { act, screen, within } from '@testing-library/react';
import { DEFAULT_DISPLAY_PREFERENCES, useDisplayPreferences, type DisplayPreferences } from '@meridian/shared/format';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { BASE_ROUTES, doneJob, listReply } from '../../../testing/importJobs';
import { renderImport } from '../../../testing/renderImport';

// An import started at 02:22 UTC on Dec 2: the evening before in New York, late morning in Tokyo.
const STARTED = '2026-12-02T02:22:00.000Z';

beforeEach(() => resetAppState());
afterEach(() => act(() => useDisplayPreferences.setState(DEFAULT_DISPLAY_PREFERENCES)));

async function startedCell() {
  mockApi({ ...BASE_ROUTES, 'GET /imports': listReply([doneJob({ createdAt: STARTED })]) });
  renderImport();
  const section = screen.getByRole('region', { name: 'Recent imports' });
  await within(section).findByRole('table');
  const [header, row] = within(section).getAllByRole('row');
  const column = within(header!)
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent === 'Date');
  return within(row!).getAllByRole('cell')[column]!;
}

it.each<DisplayPreferences & { text: string }>([
  { timeZone: 'America/New_York', dateFormat: 'MM/DD/YYYY', timeFormat: '12h', text: '12/01/2026, 9:22 PM' },
  { timeZone: 'America/New_York', dateFormat: 'YYYY-MM-DD', timeFormat: '24h', text: '2026-12-01, 21:22' },
  { timeZone: 'Asia/Tokyo', dateFormat: 'MM/DD/YYYY', timeFormat: '12h', text: '12/02/2026, 11:22 AM' },
  { timeZone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD', timeFormat: '24h', text: '2026-12-02, 11:22' },
])('shows when an import started in $timeZone as $dateFormat, $timeFormat: $text', async ({ text, ...preferences }) => {
  act(() => useDisplayPreferences.setState(preferences));
  expect(await startedCell()).toHaveTextContent(text);
});

it('follows a new zone and format at once, without a reload', async () => {
  act(() => useDisplayPreferences.setState({ timeZone: 'America/New_York', dateFormat: 'MM/DD/YYYY', timeFormat: '12h' }));
  const cell = await startedCell();
  expect(cell).toHaveTextContent('12/01/2026, 9:22 PM');
  act(() => useDisplayPreferences.getState().setDisplayPreferences({ timeZone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD', timeFormat: '24h' }));
  expect(cell).toHaveTextContent('2026-12-02, 11:22');
});
