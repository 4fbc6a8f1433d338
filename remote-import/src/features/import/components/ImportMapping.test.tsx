import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../../../shared/src/testing/mockApi';
import { resetAppState } from '../../../../../shared/src/testing/resetAppState';
import { chooseFile, csvFile, makeCsv, previewReply, renderImport } from '../../../testing/renderImport';

beforeEach(() => {
  resetAppState();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const SUMMARY = { 'GET /organisation/summary': { body: { contacts: 0, companies: 0, pipelines: 1 } } };
const mapsTo = (header: string) => screen.getByRole('combobox', { name: `Maps To for ${header}` }) as HTMLSelectElement;

async function toMapColumns(text = makeCsv(2), preview = previewReply()) {
  const api = mockApi({ ...SUMMARY, 'POST /import-export/preview': preview });
  renderImport();
  chooseFile(csvFile(text));
  expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
  return api;
}

it('shows the rows detected (the whole file, counted in the background) and the file name', async () => {
  await toMapColumns(makeCsv(2500));
  expect(await screen.findByText('2,500')).toBeInTheDocument();
  expect(screen.getByText(/rows detected in/)).toHaveTextContent('2,500 rows detected in people.csv');
  expect(within(screen.getByRole('navigation', { name: 'Import steps' })).getByText('Map Columns')).toHaveAttribute('aria-current', 'step');
});

it('counts records, not lines: quoted newlines and blank lines are not rows', async () => {
  await toMapColumns('first,notes\r\n"Ann","line 1\r\nline 2"\r\n\r\nBo,x\r\n');
  expect(await screen.findByText(/rows detected in/)).toHaveTextContent('2 rows detected in people.csv');
});

it("lists each CSV column with its sample data and the suggested 'Maps To'", async () => {
  await toMapColumns();
  const table = screen.getByRole('table');
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['CSV Column', 'Sample Data', 'Maps To']);
  expect(within(table).getByText('ann1@x.test · ann2@x.test')).toBeInTheDocument();
  expect(mapsTo('First Name').value).toBe('first');
  expect(mapsTo('Organization').value).toBe('company');
  expect([...mapsTo('Organization').options].map((o) => o.value)).toEqual(['first', 'last', 'email', 'phone', 'company', 'tags', 'skip']);
  expect(screen.getByRole('checkbox', { name: "Automatically create companies that don't exist" })).toBeChecked();
});

it('gives a field to one column only: choosing it elsewhere sets the old column to skip', async () => {
  await toMapColumns();
  await userEvent.selectOptions(mapsTo('Organization'), 'first');
  expect(mapsTo('Organization').value).toBe('first');
  expect(mapsTo('First Name').value).toBe('skip');
});

it('needs a column for a name or the email before it can import', async () => {
  await toMapColumns();
  for (const header of ['First Name', 'Last Name', 'E-mail Address']) await userEvent.selectOptions(mapsTo(header), 'skip');
  expect(screen.getByRole('button', { name: 'Import Contacts' })).toBeDisabled();
  expect(screen.getByText('Map at least one column to First Name, Last Name or Email.')).toBeInTheDocument();
  await userEvent.selectOptions(mapsTo('E-mail Address'), 'email');
  expect(screen.getByRole('button', { name: 'Import Contacts' })).toBeEnabled();
});

it('shows the detected delimiter and previews again when the user picks another', async () => {
  const api = await toMapColumns('first;last\nAnn;Lee\n', previewReply({ delimiter: ';' }));
  const delimiter = screen.getByRole('combobox', { name: 'Delimiter' }) as HTMLSelectElement;
  expect(delimiter.value).toBe(';');
  api.on('POST /import-export/preview', previewReply({ headers: ['first;last'], sampleRows: [['Ann;Lee']], suggestedMapping: {}, delimiter: ',' }));
  await userEvent.selectOptions(delimiter, ',');
  expect(await screen.findByRole('combobox', { name: 'Maps To for first;last' })).toBeInTheDocument();
  expect((api.callsTo('POST /import-export/preview')[1].body as { delimiter: string }).delimiter).toBe(',');
});

it('remembers the mapping the user chose for the next file with the same headers', async () => {
  const api = await toMapColumns();
  await userEvent.selectOptions(mapsTo('Organization'), 'tags');
  api.on('POST /import-export/execute', { status: 500, body: { error: 'down' } });
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  expect(await screen.findByText('down')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));

  chooseFile(csvFile(makeCsv(2)));
  expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
  expect(mapsTo('Organization').value).toBe('tags');
  expect(mapsTo('E-mail Address').value).toBe('email');
});

it('Back returns to Upload', async () => {
  await toMapColumns();
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Drop CSV file here or click to browse' })).toBeInTheDocument());
});
