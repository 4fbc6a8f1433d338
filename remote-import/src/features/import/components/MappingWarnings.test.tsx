import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleStore } from '@meridian/shared/i18n';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import type { ImportFilePreview } from '@meridian/shared/model';
import { BASE_ROUTES } from '../../../testing/importJobs';
import { chooseFile, csvFile, previewReply, renderImport } from '../../../testing/renderImport';

beforeEach(() => {
  resetAppState();
  localStorage.clear();
});

const mapsTo = (header: string) => screen.getByRole('combobox', { name: `Maps To for ${header}` }) as HTMLSelectElement;
const warnings = () => within(screen.getByRole('list', { name: 'Before you import' }));
const warningTexts = () =>
  warnings()
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Map Columns for a file of these headers, one sample row, and the server's suggestion. */
async function mapColumns(headers: string[], sample: string[], suggestedMapping: ImportFilePreview['suggestedMapping']) {
  const lines = [
    { row: 1, cells: headers },
    { row: 2, cells: sample },
  ];
  mockApi({ ...BASE_ROUTES, 'POST /imports/preview': previewReply({ headers, sampleRows: [sample], totalRows: 1, suggestedMapping, lines }) });
  renderImport();
  chooseFile(csvFile(`${headers.join(',')}\n${sample.join(',')}\n`));
  expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
}

const LINKEDIN = ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'];
const LINKEDIN_ROW = ['Priya', 'Nair', 'https://www.linkedin.com/in/priya', 'priya@example.com', 'Umbrella', 'Head of Ops', '05 Jan 2024'];
const LINKEDIN_MAPPING = { 'First Name': 'first', 'Last Name': 'last', 'Email Address': 'email', Company: 'company' } as const;

it('names each column that will not be imported, above the Import button', async () => {
  await mapColumns(LINKEDIN, LINKEDIN_ROW, { ...LINKEDIN_MAPPING, URL: 'skip', Position: 'skip', 'Connected On': 'skip' });
  expect(warningTexts()).toEqual(['“URL” will not be imported', '“Position” will not be imported', '“Connected On” will not be imported']);
  const list = screen.getByRole('list', { name: 'Before you import' });
  const button = screen.getByRole('button', { name: 'Import Contacts' });
  expect(list.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(button).toBeEnabled(); // a warning, not a refusal

  // Mapping a column takes it off the list; skipping one puts it on.
  await userEvent.selectOptions(mapsTo('Position'), 'tags');
  await userEvent.selectOptions(mapsTo('Company'), 'skip');
  expect(warningTexts()).toEqual(['“URL” will not be imported', '“Company” will not be imported', '“Connected On” will not be imported']);
});

it('says names will be empty when no column gives them, and offers Full name in every select', async () => {
  const headers = ['Person - Name', 'Person - Email - Work', 'Person - Labels'];
  await mapColumns(headers, ['Jonas Weber', 'jonas@example.com', 'Hot lead'], { 'Person - Email - Work': 'email', 'Person - Labels': 'tags' });
  expect(warningTexts()).toEqual([
    'Names will be empty: no column is mapped to First Name, Last Name or Full Name. Rows without a name are not imported.',
    '“Person - Name” will not be imported',
  ]);
  for (const header of headers) expect(within(mapsTo(header)).getByRole('option', { name: 'Full Name' })).toHaveValue('name');

  await userEvent.selectOptions(mapsTo('Person - Name'), 'name');
  expect(screen.queryByRole('list', { name: 'Before you import' })).not.toBeInTheDocument();
});

it('says which half of the name, or the email, no column gives', async () => {
  await mapColumns(LINKEDIN, LINKEDIN_ROW, LINKEDIN_MAPPING);
  await userEvent.selectOptions(mapsTo('Last Name'), 'skip');
  expect(warningTexts()[0]).toBe('Last names will be empty: no column is mapped to Last Name or Full Name. Rows without one are not imported.');
  await userEvent.selectOptions(mapsTo('Last Name'), 'last');
  await userEvent.selectOptions(mapsTo('First Name'), 'skip');
  expect(warningTexts()[0]).toBe('First names will be empty: no column is mapped to First Name or Full Name. Rows without one are not imported.');
  await userEvent.selectOptions(mapsTo('Email Address'), 'skip');
  expect(warningTexts().slice(0, 2)).toEqual([
    'First names will be empty: no column is mapped to First Name or Full Name. Rows without one are not imported.',
    'Emails will be empty: no column is mapped to Email. Rows without one are not imported.',
  ]);
  // Nothing that gives a name or an email: the refusal's own hint instead, and no list.
  await userEvent.selectOptions(mapsTo('Last Name'), 'skip');
  expect(screen.getByText('Map at least one column to first, last, name or email')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Before you import' })).not.toBeInTheDocument();
});

it('folds a long list of columns left out behind a button, and leaves out empty columns without a header', async () => {
  const headers = ['Title', 'First Name', 'Middle Name', 'Last Name', 'Suffix', 'Department', 'Job Title', 'Business Fax', 'Pager', 'E-mail Address', '', ''];
  const row = ['Dr.', 'Chloé', '', 'Dubois', '', 'Sales', 'Director', '+33 1', '', 'chloe@example.com', 'x', ''];
  await mapColumns(headers, row, { 'First Name': 'first', 'Last Name': 'last', 'E-mail Address': 'email' });
  expect(warningTexts()).toEqual([
    '“Title” will not be imported',
    '“Middle Name” will not be imported',
    '“Suffix” will not be imported',
    '“Department” will not be imported',
    '“Job Title” will not be imported',
  ]);
  const more = screen.getByRole('button', { name: 'Show 3 more columns' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(more);
  expect(warningTexts().slice(5)).toEqual(['“Business Fax” will not be imported', '“Pager” will not be imported', 'Column 11 will not be imported']);
  expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
});

it('speaks German', async () => {
  await act(() => useLocaleStore.getState().setLocale('de'));
  mockApi({
    ...BASE_ROUTES,
    'POST /imports/preview': previewReply({
      headers: ['Vorname', 'E-Mail', 'Position'],
      sampleRows: [['Anna', 'anna@example.de', 'Einkauf']],
      suggestedMapping: { Vorname: 'first', 'E-Mail': 'email', Position: 'skip' },
      lines: [{ row: 1, cells: ['Vorname', 'E-Mail', 'Position'] }],
    }),
  });
  renderImport();
  chooseFile(csvFile('Vorname,E-Mail,Position\nAnna,anna@example.de,Einkauf\n'));
  expect(await screen.findByText('Schritt 2 von 4')).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Vor dem Import' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Nachnamen bleiben leer: Keine Spalte ist Nachname oder Vollständiger Name zugeordnet. Zeilen ohne Nachnamen werden nicht importiert.',
    '„Position“ wird nicht importiert',
  ]);
  expect(screen.getByRole('combobox', { name: 'Zuordnen zu – Position' })).toHaveTextContent('Vollständiger Name');
  // Long German words and column names break inside a phone's width rather than widen the page.
  expect(getComputedStyle(screen.getByText('„Position“ wird nicht importiert')).overflowWrap).toBe('anywhere');
});
