import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportJob } from '@meridian/shared/model';
import useSWR from 'swr';
import { contactsApi, keys } from '@meridian/shared/api';
import { currentLocation, mockApi, resetAppState, type Route } from '@meridian/shared/testing';
import { BASE_ROUTES, doneJob, makeJob } from '../../../testing/importJobs';
import { chooseFile, csvFile, makeCsv, previewReply, renderImport } from '../../../testing/renderImport';

beforeEach(() => {
  resetAppState();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function ContactsProbe() {
  const { data } = useSWR(keys.contacts({ page: 1 }), () => contactsApi.list({ page: 1 }));
  return <p data-testid="contacts-probe">{data ? `${data.pagination.totalCount} in list` : 'no list'}</p>;
}

/** Imports a file whose upload the server answers with `ended` (an import that ended at once). */
async function importEnding(ended: Partial<ImportJob>, routes: Record<string, Route> = {}) {
  const job = doneJob(ended);
  const api = mockApi({
    ...BASE_ROUTES,
    'GET /contacts': { body: { contacts: [], pagination: { totalCount: 0 } } },
    'POST /imports/preview': previewReply(),
    'POST /imports': { status: 202, body: job },
    ...routes,
  });
  renderImport(<ContactsProbe />);
  chooseFile(csvFile(makeCsv(2)));
  await userEvent.click(await screen.findByRole('button', { name: 'Import Contacts' }));
  expect(await screen.findByText('Import Complete')).toBeInTheDocument();
  return { api, job };
}

const stat = (label: string) => screen.getByText(label).previousSibling?.textContent;

it('Results: counts (Companies Created and Failed only above zero), the first 10 errors and how many more', async () => {
  const errors = Array.from({ length: 10 }, (_, i) => ({ row: i + 2, error: `Please enter a valid email address: bad${i}` }));
  await importEnding({ imported: 5, failed: 13, companiesCreated: 2, errors });
  expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
  expect(stat('Contacts Imported')).toBe('5');
  expect(stat('Companies Created')).toBe('2');
  expect(stat('Failed')).toBe('13');
  expect(screen.queryByText('Updated')).not.toBeInTheDocument();
  const list = within(screen.getByRole('region', { name: 'Errors' })).getAllByRole('listitem');
  expect(list.map((li) => li.textContent)).toEqual([...errors.map((e) => `Row ${e.row}: ${e.error}`), '... and 3 more errors']);
  expect(screen.queryByText(/contacts per second/)).not.toBeInTheDocument();
});

it('Results of an update: Updated, and Unchanged when some contacts already had those values', async () => {
  const options = { ...makeJob().options, existing: 'update' as const };
  await importEnding({ imported: 3, updated: 4, unchanged: 2, options });
  expect(stat('Contacts Imported')).toBe('3');
  expect(stat('Updated')).toBe('4');
  expect(stat('Unchanged')).toBe('2');
});

it('Results of an update that changed nothing still show Updated 0, without Unchanged 0', async () => {
  await importEnding({ imported: 1, options: { ...makeJob().options, existing: 'update' } });
  expect(stat('Updated')).toBe('0');
  expect(screen.queryByText('Unchanged')).not.toBeInTheDocument();
});

it('Results without companies or failures show only Contacts Imported, and a performance summary above 1000', async () => {
  await importEnding({ imported: 1001, durationMs: 3200 });
  expect(screen.getByText('Contacts Imported')).toBeInTheDocument();
  expect(screen.queryByText('Companies Created')).not.toBeInTheDocument();
  expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Errors' })).not.toBeInTheDocument();
  expect(screen.getByText('Imported 1,001 contacts in 3.2 seconds (313 contacts per second).')).toBeInTheDocument();
});

it("'Download error report' saves the server's report of the import, byte for byte, as {file}-errors.csv", async () => {
  // The file's own delimiter and a byte order mark, as the server writes it: kept as they are.
  const csv = '\ufeffrow;error;first\r\n3;Please enter a valid email address: not-an-email;Zoë\r\n';
  const { api, job } = await importEnding(
    { imported: 1, failed: 1, errors: [{ row: 3, error: 'Please enter a valid email address: not-an-email' }] },
    { 'GET /imports/:id/errors': { blob: new Blob([csv], { type: 'text/csv' }) } },
  );
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
  await userEvent.click(screen.getByRole('button', { name: 'Download error report' }));
  await waitFor(() => expect(saved).toEqual(['people-errors.csv']));
  expect(api.callsTo('GET /imports/:id/errors').map((c) => c.path)).toEqual([`/imports/${job.id}/errors`]);
  const bytes = await new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blobs[0]!);
  });
  expect([...bytes]).toEqual([...new TextEncoder().encode(csv)]);
});

it("Results say how many lines after the data were ignored as the file's footer", async () => {
  await importEnding({ imported: 3, footerRows: 5 });
  expect(screen.getByText('5 lines after the data were ignored (a footer).')).toBeInTheDocument();
  expect(screen.queryByText('Failed')).not.toBeInTheDocument();
});

it('Results of a file without a footer say nothing of one', async () => {
  await importEnding({ imported: 3 });
  expect(screen.queryByText(/ignored \(a footer\)/)).not.toBeInTheDocument();
});

it('a failed error report download says why', async () => {
  await importEnding(
    { failed: 1, errors: [{ row: 2, error: 'Missing email' }] },
    { 'GET /imports/:id/errors': { status: 404, body: { error: 'Import not found' } } },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Download error report' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download error report: Import not found');
});

it("'View Contacts' clears the lists and goes to /contacts; 'Import Another File' starts again", async () => {
  const { api } = await importEnding({ imported: 2 });
  expect(await screen.findByText('0 in list')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Import Another File' }));
  expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();

  api.on('GET /contacts', { body: { contacts: [], pagination: { totalCount: 2 } } });
  chooseFile(csvFile(makeCsv(2)));
  await userEvent.click(await screen.findByRole('button', { name: 'Import Contacts' }));
  expect(await screen.findByText('2 in list')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'View Contacts' }));
  expect(currentLocation()).toBe('/contacts');
  expect(screen.getByTestId('contacts-probe')).toHaveTextContent('no list'); // cleared, not refetched here
});
