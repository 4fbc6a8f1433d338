import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, resetAppState, type Route } from '@meridian/shared/testing';
import { BASE_ROUTES } from '../../../testing/importJobs';
import { chooseFile, csvFile, makeCsv, previewReply, renderImport } from '../../../testing/renderImport';
import { PREVIEW_BYTES } from '../utils/importLimits';

beforeEach(() => {
  resetAppState();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const mapsTo = (header: string) => screen.getByRole('combobox', { name: `Maps To for ${header}` }) as HTMLSelectElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

async function toMapColumns(file = csvFile(makeCsv(2)), preview: Route = previewReply()) {
  const api = mockApi({ ...BASE_ROUTES, 'POST /imports/preview': preview });
  renderImport();
  chooseFile(file);
  expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
  return api;
}

it("shows the preview's row count for a file it read whole, and the file name", async () => {
  await toMapColumns(csvFile(makeCsv(2500)), previewReply({ totalRows: 2500 }));
  expect(await screen.findByText('2,500')).toBeInTheDocument();
  expect(screen.getByText(/rows detected in/)).toHaveTextContent('2,500 rows detected in people.csv');
  expect(within(screen.getByRole('navigation', { name: 'Import steps' })).getByText('Map Columns')).toHaveAttribute('aria-current', 'step');
});

it('counts the rows of a file larger than the preview in the background: records after the header row, not lines', async () => {
  const text = 'Exported by CRM\r\nfirst,notes\r\n"Ann","line 1\r\nline 2"\r\n\r\nBo,x\r\n';
  const file = csvFile(text);
  Object.defineProperty(file, 'size', { value: PREVIEW_BYTES + 1 });
  const lines = [
    { row: 1, cells: ['Exported by CRM'] },
    { row: 2, cells: ['first', 'notes'] },
  ];
  await toMapColumns(file, previewReply({ headers: ['first', 'notes'], headerRow: 2, lines, totalRows: 99, suggestedMapping: { first: 'first' } }));
  expect(screen.getByText(/rows\.\.\. in/)).toHaveTextContent('Counting rows... in people.csv');
  expect(await screen.findByText(/rows detected in/)).toHaveTextContent('2 rows detected in people.csv');
});

it("lists each CSV column with its sample data and the suggested 'Maps To'", async () => {
  await toMapColumns();
  const table = screen.getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['CSV Column', 'Sample Data', 'Maps To']);
  expect(within(table).getByText('ann1@x.test · ann2@x.test')).toBeInTheDocument();
  expect(mapsTo('First Name').value).toBe('first');
  expect(mapsTo('Organization').value).toBe('company');
  expect([...mapsTo('Organization').options].map((o) => o.value)).toEqual(['first', 'last', 'name', 'email', 'phone', 'company', 'tags', 'skip']);
  expect([...mapsTo('Organization').options].map((o) => o.textContent)).toEqual([
    'First Name',
    'Last Name',
    'Full Name',
    'Email',
    'Phone',
    'Company',
    'Tags',
    'Skip this column',
  ]);
  expect(screen.getByRole('checkbox', { name: "Automatically create companies that don't exist" })).toBeChecked();
});

it('shows how the file is read: the detected encoding, delimiter and header row among the first lines', async () => {
  await toMapColumns(csvFile(makeCsv(2)), previewReply({ encoding: 'windows-1252', delimiter: ';' }));
  expect(select('Encoding').value).toBe('windows-1252');
  expect([...select('Encoding').options].map((o) => o.textContent)).toEqual(['UTF-8', 'UTF-16 LE', 'UTF-16 BE', 'Windows-1252', 'ISO-8859-1']);
  expect(select('Delimiter').value).toBe(';');
  expect(select('Header row').value).toBe('1');
  expect([...select('Header row').options].map((o) => o.textContent)).toEqual([
    'Row 1: First Name, Last Name, E-mail Address, Organization',
    'Row 2: Ann1, Lee, ann1@x.test, Acme',
    'Row 3: Ann2, Lee, ann2@x.test, Acme',
  ]);
});

it('previews again in the encoding the user picks, and the sample rows follow it', async () => {
  const api = await toMapColumns(csvFile(makeCsv(2)), previewReply({ sampleRows: [['JosÃ©', 'Lee', 'jose@x.test', 'Acme']] }));
  expect(screen.getByText('JosÃ©')).toBeInTheDocument();
  const held = deferred(previewReply({ encoding: 'windows-1252', sampleRows: [['José', 'Lee', 'jose@x.test', 'Acme']] }));
  api.on('POST /imports/preview', held.route);
  await userEvent.selectOptions(select('Encoding'), 'windows-1252');
  expect(select('Encoding')).toBeDisabled(); // one reading at a time
  expect(screen.getByRole('button', { name: 'Import Contacts' })).toBeDisabled();
  held.release();
  expect(await screen.findByText('José')).toBeInTheDocument();
  expect(select('Encoding').value).toBe('windows-1252');
  const [first, second] = api.callsTo('POST /imports/preview');
  expect(first.query).toEqual({ complete: 'true' });
  expect(second.query).toEqual({ encoding: 'windows-1252', complete: 'true' });
});

it('reads the columns from the header row the user picks, keeping their other choices', async () => {
  const lines = [
    { row: 1, cells: ['Contacts export', '', ''] },
    { row: 2, cells: ['Name', 'Mail', 'Firm'] },
    { row: 3, cells: ['Ann', 'ann@x.test', 'Acme'] },
  ];
  const api = await toMapColumns(
    csvFile('Contacts export,,\nName,Mail,Firm\nAnn,ann@x.test,Acme\n'),
    previewReply({ headers: ['Contacts export', '', ''], sampleRows: [['Name', 'Mail', 'Firm']], lines, headerRow: 1, suggestedMapping: {} }),
  );
  await userEvent.selectOptions(select('Encoding'), 'iso-8859-1');
  api.on(
    'POST /imports/preview',
    previewReply({
      headers: ['Name', 'Mail', 'Firm'],
      sampleRows: [['Ann', 'ann@x.test', 'Acme']],
      lines,
      headerRow: 2,
      encoding: 'iso-8859-1',
      suggestedMapping: { Mail: 'email', Firm: 'company' },
    }),
  );
  expect([...select('Header row').options].map((o) => o.textContent)).toContain('Row 2: Name, Mail, Firm');
  await userEvent.selectOptions(select('Header row'), '2');
  expect(await screen.findByRole('combobox', { name: 'Maps To for Mail' })).toHaveValue('email');
  expect(select('Header row').value).toBe('2');
  expect(api.callsTo('POST /imports/preview').at(-1)!.query).toEqual({ encoding: 'iso-8859-1', headerRow: '2', complete: 'true' });
});

it('keeps the mapping on screen when the file is read again with the same columns', async () => {
  const api = await toMapColumns();
  await userEvent.selectOptions(mapsTo('Organization'), 'tags');
  api.on('POST /imports/preview', previewReply({ encoding: 'utf-16le' }));
  await userEvent.selectOptions(select('Encoding'), 'utf-16le');
  await waitFor(() => expect(select('Encoding').value).toBe('utf-16le'));
  expect(mapsTo('Organization').value).toBe('tags');
  expect(mapsTo('First Name').value).toBe('first');
});

it('shows the detected delimiter and previews again when the user picks another', async () => {
  const api = await toMapColumns(csvFile('first;last\nAnn;Lee\n'), previewReply({ delimiter: ';' }));
  expect(select('Delimiter').value).toBe(';');
  api.on('POST /imports/preview', previewReply({ headers: ['first;last'], sampleRows: [['Ann;Lee']], suggestedMapping: {}, delimiter: ',' }));
  await userEvent.selectOptions(select('Delimiter'), ',');
  expect(await screen.findByRole('combobox', { name: 'Maps To for first;last' })).toBeInTheDocument();
  expect(api.callsTo('POST /imports/preview')[1].query).toEqual({ delimiter: ',', complete: 'true' });
});

it("a failed re-reading keeps Map Columns as it was and shows the server's reason", async () => {
  const api = await toMapColumns();
  api.on('POST /imports/preview', { status: 400, body: { error: 'Row 9 is empty: it cannot be the header' } });
  await userEvent.selectOptions(select('Header row'), '3');
  expect(await screen.findByRole('alert')).toHaveTextContent('Row 9 is empty: it cannot be the header');
  expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  expect(select('Header row').value).toBe('1');
  expect(mapsTo('First Name').value).toBe('first');
});

it('asks what to do with existing contacts: skip them (the default) or update them, with what an update does', async () => {
  await toMapColumns();
  const group = screen.getByRole('group', { name: 'Existing contacts' });
  const skip = within(group).getByRole('radio', { name: 'Skip contacts whose email already exists' });
  const update = within(group).getByRole('radio', { name: 'Update existing contacts' });
  expect(skip).toBeChecked();
  expect(update).toHaveAccessibleDescription("Mapped non-empty values replace the contact's, tags are merged and the company is linked.");
  await userEvent.click(update);
  expect(update).toBeChecked();
  expect(skip).not.toBeChecked();
});

it('lets several columns feed one field (per row the first non-empty one wins), and sends them all', async () => {
  const api = await toMapColumns();
  await userEvent.selectOptions(mapsTo('Organization'), 'first');
  expect(mapsTo('Organization').value).toBe('first');
  expect(mapsTo('First Name').value).toBe('first');
  await userEvent.click(screen.getByRole('button', { name: 'Import Contacts' }));
  await waitFor(() => expect(api.callsTo('POST /imports')).toHaveLength(1));
  const options = JSON.parse(String((api.callsTo('POST /imports')[0].body as FormData).get('options')));
  expect(options.columnMapping).toEqual({ 'First Name': 'first', 'Last Name': 'last', 'E-mail Address': 'email', Organization: 'first' });
});

it('needs a column for a name or the email before it can import', async () => {
  await toMapColumns();
  for (const header of ['First Name', 'Last Name', 'E-mail Address']) await userEvent.selectOptions(mapsTo(header), 'skip');
  expect(screen.getByRole('button', { name: 'Import Contacts' })).toBeDisabled();
  // The API's own sentence for the same refusal, so the user meets one wording.
  expect(screen.getByText('Map at least one column to first, last, name or email')).toBeInTheDocument();
  await userEvent.selectOptions(mapsTo('E-mail Address'), 'email');
  expect(screen.getByRole('button', { name: 'Import Contacts' })).toBeEnabled();
});

it('remembers the mapping the user chose for the next file with the same headers', async () => {
  const api = await toMapColumns();
  await userEvent.selectOptions(mapsTo('Organization'), 'tags');
  api.on('POST /imports', { status: 500, body: { error: 'down' } });
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
