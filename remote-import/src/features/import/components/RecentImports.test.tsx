import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@meridian/shared/format';
import { deferred, mockApi, resetAppState } from '@meridian/shared/testing';
import { BASE_ROUTES, doneJob, listReply, makeJob } from '../../../testing/importJobs';
import { renderImport } from '../../../testing/renderImport';
import { RECENT_IMPORTS_REFRESH_MS } from '../utils/importLimits';

beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const section = () => screen.getByRole('region', { name: 'Recent imports' });
const rows = () => within(section()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

it('says so when the organisation has no imports yet', async () => {
  mockApi(BASE_ROUTES);
  renderImport();
  expect(await within(section()).findByText('No imports yet')).toBeInTheDocument();
  expect(within(section()).queryByRole('table')).not.toBeInTheDocument();
});

it('shows a skeleton of the table, saying the one loading wording, until the history arrives', async () => {
  const held = deferred(listReply([]));
  mockApi({ ...BASE_ROUTES, 'GET /imports': held.route });
  renderImport();
  expect(within(section()).getByRole('status')).toHaveTextContent('Loading...');
  expect(within(section()).getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
  expect(within(section()).queryByRole('table')).not.toBeInTheDocument();
  await act(async () => held.release());
  expect(await within(section()).findByText('No imports yet')).toBeInTheDocument();
});

it('lists each import: file, who, when, rows, imported / updated / failed, duration and status', async () => {
  const done = doneJob({ fileName: 'january.csv', total: 1200, imported: 1000, updated: 150, failed: 50, durationMs: 65_000 });
  const failed = makeJob({
    fileName: 'broken.csv',
    status: 'failed',
    error: 'The file is not valid UTF-8',
    createdBy: { id: 'u2', name: 'Sam Lee', email: 'sam@x.test' },
  });
  const cancelled = makeJob({ fileName: 'old.csv', status: 'cancelled', durationMs: 800, processed: 66_055, total: 401_913 }); // an estimate: not shown
  mockApi({ ...BASE_ROUTES, 'GET /imports': listReply([done, failed, cancelled]) });
  renderImport();
  await within(section()).findByText('january.csv');
  expect(
    within(section())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['File', 'By', 'Date', 'Rows', 'Imported / Updated / Failed', 'Duration', 'Status', 'Error report']);
  expect(cells(rows()[0])).toEqual(['january.csv', 'Dana Demo', formatDateTime(done.createdAt), '1,200', '1,000 / 150 / 50', '1 min 5 s', 'Completed', 'CSV']);
  expect(cells(rows()[1])).toEqual([
    'broken.csv',
    'Sam Lee',
    formatDateTime(failed.createdAt),
    '—',
    '0 / 0 / 0',
    '—',
    'FailedThe file is not valid UTF-8',
    '—',
  ]);
  expect(cells(rows()[2])).toEqual(['old.csv', 'Dana Demo', formatDateTime(cancelled.createdAt), '—', '0 / 0 / 0', '800 ms', 'Cancelled', '—']);
  // Each cell names its column, for the card layout of narrow screens.
  expect(within(rows()[0]).getByText('1,000 / 150 / 50')).toHaveAttribute('data-label', 'Imported / Updated / Failed');
});

it('shows a running import with its rows so far, and asks again while it runs', async () => {
  jest.useFakeTimers();
  const running = makeJob({ status: 'running', phase: 'writing', processed: 500, total: 2000 });
  const api = mockApi({
    ...BASE_ROUTES,
    'GET /imports': listReply([running]),
    'GET /imports/:id': { body: running },
  });
  renderImport();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(100);
  });
  expect(cells(rows()[0])).toContain('500 of 2,000');
  expect(within(rows()[0]).getByText('Running')).toBeInTheDocument();
  const before = api.callsTo('GET /imports').length;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(RECENT_IMPORTS_REFRESH_MS * 2 + 100);
  });
  expect(api.callsTo('GET /imports').length).toBeGreaterThan(before);
});

it('does not ask again when every import has ended', async () => {
  jest.useFakeTimers();
  const api = mockApi({ ...BASE_ROUTES, 'GET /imports': listReply([doneJob()]) });
  renderImport();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(100);
  });
  const before = api.callsTo('GET /imports').length;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(RECENT_IMPORTS_REFRESH_MS * 3);
  });
  expect(api.callsTo('GET /imports')).toHaveLength(before);
});

it("downloads an import's error report from its row", async () => {
  const job = doneJob({ fileName: 'january.csv', imported: 1, failed: 2 });
  const api = mockApi({ ...BASE_ROUTES, 'GET /imports': listReply([job]), 'GET /imports/:id/errors': { blob: new Blob(['row,error\r\n']) } });
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderImport();
  await userEvent.click(await within(section()).findByRole('button', { name: 'Download error report of january.csv' }));
  await waitFor(() => expect(saved).toEqual(['january-errors.csv']));
  expect(api.callsTo('GET /imports/:id/errors')[0].path).toBe(`/imports/${job.id}/errors`);
});

it('pages through a long history', async () => {
  const first = Array.from({ length: 20 }, (_, i) => doneJob({ fileName: `file-${i + 1}.csv` }));
  const api = mockApi({
    ...BASE_ROUTES,
    'GET /imports': (call) =>
      call.query.page === '2'
        ? { body: { imports: [doneJob({ fileName: 'file-21.csv' })], pagination: { page: 2, limit: 20, total: 21 } } }
        : { body: { imports: first, pagination: { page: 1, limit: 20, total: 21 } } },
  });
  renderImport();
  expect(await within(section()).findByText('Page 1 of 2')).toBeInTheDocument();
  expect(rows()).toHaveLength(20);
  await userEvent.click(within(section()).getByRole('button', { name: 'Next' }));
  expect(await within(section()).findByText('file-21.csv')).toBeInTheDocument();
  expect(within(section()).getByText('Page 2 of 2')).toBeInTheDocument();
  expect(api.callsTo('GET /imports').some((c) => c.query.page === '2' && c.query.limit === '20')).toBe(true);
});

it('a history that cannot be loaded says so and can be asked again', async () => {
  const api = mockApi({ ...BASE_ROUTES, 'GET /imports': { status: 403, body: { error: 'Forbidden' } } });
  renderImport();
  expect(await within(section()).findByText('Failed to load recent imports')).toBeInTheDocument();
  api.on('GET /imports', listReply([]));
  await userEvent.click(within(section()).getByRole('button', { name: 'Retry' }));
  expect(await within(section()).findByText('No imports yet')).toBeInTheDocument();
});
