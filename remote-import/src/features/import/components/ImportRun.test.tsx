import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR from 'swr';
import { contactsApi, keys } from '@meridian/shared/api';
import { deferred, mockApi, type Route } from '../../../../../shared/src/testing/mockApi';
import { currentLocation } from '../../../../../shared/src/testing/LocationProbe';
import { resetAppState } from '../../../../../shared/src/testing/resetAppState';
import { chooseFile, csvFile, makeCsv, previewReply, renderImport } from '../../../testing/renderImport';
import { IMPORT_TIMEOUT_MS } from '../utils/importLimits';

beforeEach(() => {
  resetAppState();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const result = (data: object) => ({ body: { success: true, data: { success: true, imported: 0, failed: 0, companiesCreated: 0, errors: [], ...data } } });

/** A contacts list mounted beside the wizard, as the shell keeps other screens' data. */
function ContactsProbe() {
  const { data } = useSWR(keys.contacts({ page: 1 }), () => contactsApi.list({ page: 1 }));
  return <p data-testid="contacts-probe">{data ? `${data.pagination.totalCount} in list` : 'no list'}</p>;
}

async function toMapColumns(routes: Record<string, Route>, text = makeCsv(2)) {
  const api = mockApi({
    'GET /organisation/summary': { body: { contacts: 0, companies: 0, pipelines: 1 } },
    'GET /contacts': { body: { contacts: [], pagination: { totalCount: 0 } } },
    'POST /import-export/preview': previewReply(),
    'GET /import-export/progress/:id': { status: 404, body: { error: 'Import not found' } },
    ...routes,
  });
  renderImport(<ContactsProbe />);
  chooseFile(csvFile(text));
  expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
  await screen.findByText(/rows detected in/);
  return api;
}

it("shows 'Processing {n} contacts...' and the notes while the import runs, then the results", async () => {
  const held = deferred(result({ imported: 2 }));
  const api = await toMapColumns({ 'POST /import-export/execute': held.route });
  await userEvent.click(screen.getByRole('checkbox', { name: "Automatically create companies that don't exist" }));
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));

  expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  expect(screen.getByText('Processing 2 contacts...')).toBeInTheDocument();
  expect(screen.getByText("This may take several minutes for very large files. Please don't close this page.")).toBeInTheDocument();
  expect(screen.queryByText(/This is a large file/)).not.toBeInTheDocument();
  expect(await screen.findByRole('progressbar')).toBeInTheDocument();

  const body = api.callsTo('POST /import-export/execute')[0].body as Record<string, unknown>;
  expect(body).toMatchObject({
    csvData: makeCsv(2),
    columnMapping: { 'First Name': 'first', 'Last Name': 'last', 'E-mail Address': 'email', Organization: 'company' },
    delimiter: ',',
    createCompanies: false,
  });
  expect(typeof body.importId).toBe('string');

  await act(async () => held.release());
  expect(await screen.findByText('Import Complete')).toBeInTheDocument();
  expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
});

/** Starts a 10,001-row import whose progress polls answer `progress`; release() lets it finish. */
async function importWithProgress(progress: { phase: string; processed: number; total: number }) {
  const held = deferred(result({ imported: 10_001 }));
  await toMapColumns(
    {
      'POST /import-export/execute': held.route,
      'GET /import-export/progress/:id': (call) => ({ body: { importId: call.path.split('/').pop(), ...progress } }),
    },
    makeCsv(10_001),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  return held;
}

it('shows the large-file note above 10,000 rows and the server progress as a real bar', async () => {
  const held = await importWithProgress({ phase: 'writing', processed: 5000, total: 10_001 });
  expect(screen.getByText('Processing 10,001 contacts...')).toBeInTheDocument();
  expect(screen.getByText('This is a large file (10,001 rows); it is imported on the server in one go.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'), { timeout: 2000 });
  expect(screen.getByText('Saving contacts: 5,000 of 10,001 rows')).toBeInTheDocument();
  await act(async () => held.release());
  expect(await screen.findByText('Import Complete')).toBeInTheDocument();
});

it('shows an indeterminate bar with its own label while the server rebuilds indexes after the last row', async () => {
  const held = await importWithProgress({ phase: 'finishing', processed: 0, total: 0 });
  expect(await screen.findByText('Updating search and sorting', {}, { timeout: 2000 })).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  await act(async () => held.release());
  expect(await screen.findByText('Import Complete')).toBeInTheDocument();
});

it.each([
  [{ status: 400, body: { error: 'Column "Email" is not in the file' } }, 'Column "Email" is not in the file'],
  [{ status: 502 }, 'An error occurred'],
])('a failed import returns to Map Columns with the server error or the fallback (%#)', async (reply, message) => {
  await toMapColumns({ 'POST /import-export/execute': reply });
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import Contacts' })).toBeEnabled();
});

it("gives up after 10 minutes: 'Import timed out...' and back to Map Columns", async () => {
  await toMapColumns({ 'POST /import-export/execute': () => new Promise(() => undefined) });
  jest.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(IMPORT_TIMEOUT_MS);
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Import timed out. Your file may be too large. Try splitting it into smaller files.');
  expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
});

it('Results: counts (Companies Created and Failed only above zero), the first 10 errors and how many more', async () => {
  const errors = Array.from({ length: 13 }, (_, i) => ({ row: i + 2, error: `Invalid email address: bad${i}` }));
  await toMapColumns({ 'POST /import-export/execute': result({ imported: 5, failed: 13, companiesCreated: 2, errors }) });
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  expect(await screen.findByText('Import Complete')).toBeInTheDocument();
  const stat = (label: string) => screen.getByText(label).previousSibling?.textContent;
  expect(stat('Contacts Imported')).toBe('5');
  expect(stat('Companies Created')).toBe('2');
  expect(stat('Failed')).toBe('13');
  const list = within(screen.getByRole('region', { name: 'Errors' })).getAllByRole('listitem');
  expect(list.map((li) => li.textContent)).toEqual([...errors.slice(0, 10).map((e) => `Row ${e.row}: ${e.error}`), '... and 3 more errors']);
  expect(screen.queryByText(/contacts per second/)).not.toBeInTheDocument();
});

it('Results without companies or failures show only Contacts Imported, and a performance summary above 1000', async () => {
  await toMapColumns({ 'POST /import-export/execute': result({ imported: 1001 }) });
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  expect(await screen.findByText('Contacts Imported')).toBeInTheDocument();
  expect(screen.queryByText('Companies Created')).not.toBeInTheDocument();
  expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Errors' })).not.toBeInTheDocument();
  expect(screen.getByText(/^Imported 1,001 contacts in \d+\.\d seconds \([\d,]+ contacts per second\)\.$/)).toBeInTheDocument();
});

it('refreshes the contact lists after a successful import', async () => {
  const api = await toMapColumns({ 'POST /import-export/execute': result({ imported: 2 }) });
  expect(await screen.findByText('0 in list')).toBeInTheDocument();
  api.on('GET /contacts', { body: { contacts: [], pagination: { totalCount: 2 } } });
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  expect(await screen.findByText('2 in list')).toBeInTheDocument();
});

it("'Download error report' saves every failed row with its number, reason and original values", async () => {
  const text = 'First Name,Last Name,E-mail Address,Organization\nAnn,Lee,ann@x.test,Acme\nBo,"Ray, Jr",not-an-email,Beta\n\nCy,Lu,ann@x.test,Acme\n';
  const errors = [
    { row: 3, error: 'Invalid email address: not-an-email' },
    { row: 4, error: 'Duplicate of row 2 (same email)' },
  ];
  await toMapColumns({ 'POST /import-export/execute': result({ imported: 1, failed: 2, errors }) }, text);
  const blobs: Blob[] = [];
  const saved: string[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:report';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Download error report' }));
  await waitFor(() => expect(saved).toEqual(['people-errors.csv']));
  const csv = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blobs[0]);
  });
  expect(csv).toBe(
    'Row,Error,First Name,Last Name,E-mail Address,Organization\r\n' +
      '3,Invalid email address: not-an-email,Bo,"Ray, Jr",not-an-email,Beta\r\n' +
      '4,Duplicate of row 2 (same email),Cy,Lu,ann@x.test,Acme',
  );
});

it("'View Contacts' clears the lists and goes to /contacts; 'Import Another File' starts again", async () => {
  const api = await toMapColumns({ 'POST /import-export/execute': result({ imported: 2 }) });
  api.on('GET /contacts', { body: { contacts: [], pagination: { totalCount: 2 } } });
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Import Another File' }));
  expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();

  chooseFile(csvFile(makeCsv(2)));
  await userEvent.click(await screen.findByRole('button', { name: 'Import Contacts' }));
  expect(await screen.findByText('2 in list')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'View Contacts' }));
  expect(currentLocation()).toBe('/contacts');
  expect(screen.getByTestId('contacts-probe')).toHaveTextContent('no list'); // cleared, not refetched here
});
