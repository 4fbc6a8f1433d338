import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR from 'swr';
import { contactsApi, keys } from '@meridian/shared/api';
import { mockApi, resetAppState, type Route } from '@meridian/shared/testing';
import { holdUpload } from '../../../testing/holdUpload';
import { BASE_ROUTES, doneJob, inTurn, makeJob } from '../../../testing/importJobs';
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

const MB = 1024 * 1024;
const POLL = { timeout: 3000 };

/** A contacts list mounted beside the wizard, as the shell keeps other screens' data. */
function ContactsProbe() {
  const { data } = useSWR(keys.contacts({ page: 1 }), () => contactsApi.list({ page: 1 }));
  return <p data-testid="contacts-probe">{data ? `${data.pagination.totalCount} in list` : 'no list'}</p>;
}

async function toMapColumns(routes: Record<string, Route>, { text = makeCsv(2), totalRows = 2 } = {}) {
  const api = mockApi({
    ...BASE_ROUTES,
    'GET /contacts': { body: { contacts: [], pagination: { totalCount: 0 } } },
    'POST /imports/preview': previewReply({ totalRows }),
    ...routes,
  });
  renderImport(<ContactsProbe />);
  chooseFile(csvFile(text));
  expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
  await screen.findByText(/rows detected in/);
  return api;
}

const bar = () => screen.getByRole('progressbar');

it('uploads the file itself with its options, shows the upload, then follows the job on the server to the results', async () => {
  const queued = makeJob({ status: 'queued' });
  const api = await toMapColumns({
    'POST /imports': { status: 202, body: queued },
    'GET /imports/:id': inTurn(
      { body: { ...queued, status: 'running', phase: 'writing', processed: 1, total: 2 } },
      { body: doneJob({ id: queued.id, imported: 2 }) },
    ),
  });
  const upload = holdUpload();
  await userEvent.click(screen.getByRole('radio', { name: 'Update existing contacts' }));
  await userEvent.click(screen.getByRole('checkbox', { name: "Automatically create companies that don't exist" }));
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));

  expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  expect(screen.getByText('Processing 2 contacts...')).toBeInTheDocument();
  expect(screen.getByText("This may take several minutes for very large files. Please don't close this page.")).toBeInTheDocument();
  expect(screen.queryByText(/This is a large file/)).not.toBeInTheDocument();
  await waitFor(() => expect(upload.started()).toBe(true));
  act(() => upload.progress(1.5 * MB, 3 * MB));
  expect(screen.getByText('Uploading… 1.5 of 3.0 MB')).toBeInTheDocument();
  expect(bar()).toHaveAttribute('aria-valuenow', '50');

  await act(async () => upload.finish());
  expect(await screen.findByText('The file is uploaded: the import continues on the server even if you close this page.')).toBeInTheDocument();
  expect(screen.queryByText(/Please don't close this page/)).not.toBeInTheDocument();
  const form = api.callsTo('POST /imports')[0].body as FormData;
  expect([...form.keys()]).toEqual(['options', 'file']);
  expect((form.get('file') as File).name).toBe('people.csv');
  expect(JSON.parse(String(form.get('options')))).toEqual({
    columnMapping: { 'First Name': 'first', 'Last Name': 'last', 'E-mail Address': 'email', Organization: 'company' },
    encoding: 'utf-8',
    delimiter: ',',
    headerRow: 1,
    createCompanies: false,
    existing: 'update',
  });

  expect(await screen.findByText('Saving contacts: 1 of 2 rows', {}, POLL)).toBeInTheDocument();
  expect(bar()).toHaveAttribute('aria-valuenow', '50');
  expect(await screen.findByText('Import Complete', {}, POLL)).toBeInTheDocument();
  expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
  expect(api.callsTo('GET /imports/:id').every((c) => c.path === `/imports/${queued.id}`)).toBe(true);
});

it('shows the large-file note above 10,000 rows, a queued import and the phases of a running one', async () => {
  const queued = makeJob({ status: 'queued', queuePosition: 2 });
  await toMapColumns(
    {
      'POST /imports': { status: 202, body: queued },
      'GET /imports/:id': inTurn(
        { body: { ...queued, status: 'running', phase: 'waiting', queuePosition: 0 } },
        { body: { ...queued, status: 'running', phase: 'reading', processed: 5000, total: 10_001, queuePosition: 0 } },
        { body: { ...queued, status: 'running', phase: 'finishing', processed: 10_001, total: 10_001, queuePosition: 0 } },
        { body: doneJob({ id: queued.id, imported: 10_001 }) },
      ),
    },
    { totalRows: 10_001 },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  expect(screen.getByText('Processing 10,001 contacts...')).toBeInTheDocument();
  expect(screen.getByText('This is a large file (10,001 rows); it is imported on the server in one go.')).toBeInTheDocument();
  expect(await screen.findByText('Queued: 2 imports ahead')).toBeInTheDocument();
  expect(bar()).not.toHaveAttribute('aria-valuenow');
  expect(await screen.findByText('Waiting for its turn', {}, POLL)).toBeInTheDocument();
  expect(await screen.findByText('Reading rows: 5,000 of 10,001 rows', {}, POLL)).toBeInTheDocument();
  expect(bar()).toHaveAttribute('aria-valuenow', '50');
  expect(await screen.findByText('Updating search and sorting: 10,001 of 10,001 rows', {}, POLL)).toBeInTheDocument();
  expect(await screen.findByText('Import Complete', {}, POLL)).toBeInTheDocument();
});

it.each([
  [{ status: 400, body: { error: 'Column "Email" is not in the file' } }, 'Column "Email" is not in the file'],
  [{ status: 413, body: { error: 'The file is larger than the 100 MB limit' } }, 'The file is larger than the 100 MB limit'],
  [{ status: 502 }, 'An error occurred'],
])('a refused upload returns to Map Columns with the server error or the fallback (%#)', async (reply, message) => {
  await toMapColumns({ 'POST /imports': reply });
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import Contacts' })).toBeEnabled();
});

it('an import that fails on the server returns to Map Columns with why', async () => {
  const job = makeJob({ status: 'running', phase: 'reading' });
  await toMapColumns({
    'POST /imports': { status: 202, body: job },
    'GET /imports/:id': { body: { ...job, status: 'failed', error: 'Row 3 could not be decoded as UTF-8' } },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  expect(await screen.findByRole('alert', {}, POLL)).toHaveTextContent('Row 3 could not be decoded as UTF-8');
  expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
});

it("gives up on an upload after 10 minutes: 'Import timed out...' and back to Map Columns", async () => {
  await toMapColumns({ 'POST /imports': { status: 202, body: makeJob() } });
  const upload = holdUpload();
  jest.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(IMPORT_TIMEOUT_MS);
  });
  expect(upload.started()).toBe(true);
  expect(screen.getByRole('alert')).toHaveTextContent('Import timed out. Your file may be too large. Try splitting it into smaller files.');
  expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
});

it('never times out an import the server has: it is followed for as long as it runs', async () => {
  const job = makeJob({ status: 'running', phase: 'writing', processed: 1, total: 2 });
  let finished = false;
  await toMapColumns({
    'POST /imports': { status: 202, body: job },
    'GET /imports/:id': () => ({ body: finished ? doneJob({ id: job.id, imported: 2 }) : job }),
  });
  jest.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(IMPORT_TIMEOUT_MS + 5000);
  });
  expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  finished = true;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(screen.getByText('Import Complete')).toBeInTheDocument();
});

it('Cancel import asks first, then cancels the job on the server and returns to Map Columns', async () => {
  const job = makeJob({ status: 'running', phase: 'reading', processed: 1, total: 2 });
  const api = await toMapColumns({
    'POST /imports': { status: 202, body: job },
    'GET /imports/:id': { body: job },
    'POST /imports/:id/cancel': { body: { ...job, status: 'cancelled' } },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  expect(await screen.findByText(/Reading rows/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('Nothing of this import will be saved.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep importing' }));
  expect(api.callsTo('POST /imports/:id/cancel')).toHaveLength(0);
  expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel import' }));
  expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
  expect(api.callsTo('POST /imports/:id/cancel').map((c) => c.path)).toEqual([`/imports/${job.id}/cancel`]);
  expect(screen.getByText('Import of people.csv cancelled')).toBeInTheDocument();
});

it('Cancel import during the upload stops the upload', async () => {
  const api = await toMapColumns({ 'POST /imports': { status: 202, body: makeJob() } });
  const upload = holdUpload();
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  await waitFor(() => expect(upload.started()).toBe(true));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel import' }));
  expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(api.callsTo('POST /imports')).toHaveLength(0);
});

it('a cancel refused because the import has just ended says so and keeps following it', async () => {
  const job = makeJob({ status: 'running', phase: 'writing', processed: 1, total: 2 });
  let ended = false;
  await toMapColumns({
    'POST /imports': { status: 202, body: job },
    'GET /imports/:id': () => ({ body: ended ? doneJob({ id: job.id, imported: 2 }) : job }),
    'POST /imports/:id/cancel': () => {
      ended = true;
      return { status: 409, body: { error: 'This import has already ended' } };
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel import' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This import has already ended');
  expect(await screen.findByText('Import Complete', {}, POLL)).toBeInTheDocument();
});

it('refreshes the contact lists when the import has added contacts', async () => {
  const job = makeJob({ status: 'running' });
  const api = await toMapColumns({ 'POST /imports': { status: 202, body: job }, 'GET /imports/:id': { body: doneJob({ id: job.id, imported: 2 }) } });
  expect(await screen.findByText('0 in list')).toBeInTheDocument();
  api.on('GET /contacts', { body: { contacts: [], pagination: { totalCount: 2 } } });
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  expect(await screen.findByText('2 in list', {}, POLL)).toBeInTheDocument();
});

it('refreshes the contact lists when the import has only updated contacts', async () => {
  const job = makeJob({ status: 'running' });
  const api = await toMapColumns({ 'POST /imports': { status: 202, body: job }, 'GET /imports/:id': { body: doneJob({ id: job.id, updated: 2 }) } });
  expect(await screen.findByText('0 in list')).toBeInTheDocument();
  api.on('GET /contacts', { body: { contacts: [], pagination: { totalCount: 5 } } });
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  expect(await screen.findByText('5 in list', {}, POLL)).toBeInTheDocument();
});
