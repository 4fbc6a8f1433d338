import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, deferred, mockApi, resetAppState } from '@meridian/shared/testing';
import { BASE_ROUTES } from '../../../testing/importJobs';
import { chooseFile, csvFile, makeCsv, previewReply, renderImport } from '../../../testing/renderImport';
import { PREVIEW_BYTES } from '../utils/importLimits';

beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const ROUTES = { ...BASE_ROUTES, 'GET /organisation/summary': { body: { contacts: 3, companies: 1, pipelines: 1 } } };
const banner = () => screen.getByRole('alert');

it("shows the page: 'Back to Contacts', 'Step 1 of 4', the four steps, the drop zone and the 100MB note", async () => {
  mockApi(ROUTES);
  renderImport();
  expect(screen.getByRole('heading', { name: 'Import Contacts', level: 1 })).toBeInTheDocument();
  expect(document.title).toBe('Import Contacts - Meridian');
  expect(await screen.findByText('3 contacts')).toBeInTheDocument();
  expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  const steps = within(screen.getByRole('navigation', { name: 'Import steps' })).getAllByRole('listitem');
  expect(steps.map((s) => s.textContent)).toEqual(['Upload', 'Map Columns', 'Import', 'Results']);
  expect(steps[0]).toHaveAttribute('aria-current', 'step');
  expect(screen.getByRole('button', { name: 'Drop CSV file here or click to browse' })).toBeInTheDocument();
  expect(screen.getByText('Supports large files up to 100MB with hundreds of thousands of contacts')).toBeInTheDocument();

  // The shared back link above the header, as on the other pages.
  await userEvent.click(screen.getByRole('link', { name: 'Back to Contacts' }));
  expect(currentLocation()).toBe('/contacts');
});

it("'Download CSV Template' saves the server's template as contacts_template.csv", async () => {
  mockApi({ ...ROUTES, 'GET /import-export/template': { blob: new Blob(['first,last\r\n']) } });
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:template');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderImport();
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV Template' }));
  await waitFor(() => expect(saved).toEqual(['contacts_template.csv']));
});

it("a failed template download says 'Failed to download template: {reason}' in a banner that can be dismissed", async () => {
  mockApi({ ...ROUTES, 'GET /import-export/template': { status: 503, body: { error: 'Service unavailable' } } });
  renderImport();
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV Template' }));
  expect(await screen.findByText('Failed to download template: Service unavailable')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
  expect(screen.queryByText(/Failed to download template/)).not.toBeInTheDocument();
});

it("refuses a file whose name does not end in .csv: 'Please select a CSV file'", async () => {
  const api = mockApi(ROUTES);
  renderImport();
  chooseFile(csvFile('a,b\n', 'people.xlsx'));
  expect(await screen.findByText('Please select a CSV file')).toBeInTheDocument();
  expect(api.callsTo('POST /imports/preview')).toHaveLength(0);
  expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
});

it("refuses a file over 100MB: 'File size ({n}MB) exceeds 100MB limit'", async () => {
  const api = mockApi(ROUTES);
  renderImport();
  const big = csvFile('a,b\n', 'big.CSV');
  Object.defineProperty(big, 'size', { value: 104_857_601 + 1024 * 1024 });
  chooseFile(big);
  expect(await screen.findByText('File size (101MB) exceeds 100MB limit')).toBeInTheDocument();
  expect(api.callsTo('POST /imports/preview')).toHaveLength(0);
});

it("says 'Processing large file ({n}MB)... This may take a moment.' for a file over 5MB", async () => {
  const held = deferred(previewReply());
  mockApi({ ...ROUTES, 'POST /imports/preview': held.route });
  renderImport();
  const file = csvFile(makeCsv(2));
  Object.defineProperty(file, 'size', { value: 6 * 1024 * 1024 });
  chooseFile(file);
  expect(await screen.findByText('Processing large file (6MB)... This may take a moment.')).toBeInTheDocument();
  held.release();
  expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
});

it('previews a small file from all its bytes, marked complete, with encoding, delimiter and header row left to detection', async () => {
  const api = mockApi({ ...ROUTES, 'POST /imports/preview': previewReply() });
  renderImport();
  const file = csvFile(makeCsv(20));
  chooseFile(file);
  expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
  const [call] = api.callsTo('POST /imports/preview');
  expect(call.query).toEqual({ complete: 'true' });
  expect(call.body).toBeInstanceOf(Blob);
  expect((call.body as Blob).size).toBe(file.size);
});

it("sends only the file's first 4 MiB to the preview of a larger file, not marked complete", async () => {
  const api = mockApi({ ...ROUTES, 'POST /imports/preview': previewReply() });
  renderImport();
  const file = csvFile(makeCsv(150_000));
  expect(file.size).toBeGreaterThan(PREVIEW_BYTES);
  chooseFile(file);
  expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
  const [call] = api.callsTo('POST /imports/preview');
  expect(call.query).toEqual({});
  expect((call.body as Blob).size).toBe(PREVIEW_BYTES);
});

it.each([
  [{ status: 400, body: { error: 'The CSV file has no header row' } }, 'The CSV file has no header row'],
  [{ status: 500, body: {} }, 'An error occurred'],
  [{ body: { success: false } }, 'Failed to preview CSV'],
])('a failed preview stays on Upload and shows the server error or the fallback (%#)', async (reply, message) => {
  mockApi({ ...ROUTES, 'POST /imports/preview': reply });
  renderImport();
  chooseFile(csvFile(makeCsv(2)));
  await waitFor(() => expect(banner()).toHaveTextContent(message));
  expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
});

it("a file that cannot be read when its rows are counted says 'Failed to read file'", async () => {
  mockApi({ ...ROUTES, 'POST /imports/preview': previewReply() });
  renderImport();
  const file = csvFile(makeCsv(2));
  Object.defineProperty(file, 'size', { value: PREVIEW_BYTES + 1 });
  jest.spyOn(FileReader.prototype, 'readAsArrayBuffer').mockImplementation(function (this: FileReader) {
    setTimeout(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
  });
  chooseFile(file);
  expect(await screen.findByText('Failed to read file')).toBeInTheDocument();
});
