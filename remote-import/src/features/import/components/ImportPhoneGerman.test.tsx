import { act, screen, within } from '@testing-library/react';
import { useLocaleStore } from '@meridian/shared/i18n';
import { mediaStyle, mockApi, resetAppState } from '@meridian/shared/testing';
import { PHONE_QUERY } from '@meridian/shared/ui';
import { BASE_ROUTES, listReply, doneJob } from '../../../testing/importJobs';
import { escapingElements, installPhone } from '../../../testing/phoneLayout';
import { chooseFile, csvFile, makeCsv, previewReply, renderImport } from '../../../testing/renderImport';

// At 390 and 768 px the document scrolled ~778 px past the app on Map Columns: Recent imports, in
// its card layout there, hides its table headings visually (position: absolute), and the shell's
// <main> scrolls but is not positioned, so they were placed against the document, below the tall
// Map Columns step; the document grew and the whole shell scrolled off the screen.

let restore: () => void;
beforeEach(() => {
  resetAppState();
  localStorage.clear();
  restore = installPhone();
});
afterEach(() => restore());

const page = () => screen.getByRole('heading', { level: 1 }).closest('header')!.parentElement!.parentElement!;

async function toMapColumns() {
  mockApi({
    ...BASE_ROUTES,
    'GET /organisation/summary': { body: { contacts: 1234, companies: 0, pipelines: 1 } },
    'GET /imports': listReply([doneJob({ fileName: 'Kontakte_Export.csv', imported: 2 })]),
    'POST /imports/preview': previewReply(),
  });
  renderImport();
  chooseFile(csvFile(makeCsv(2)));
  expect(await screen.findByText(/Step 2 of 4|Schritt 2 von 4/)).toBeInTheDocument();
}

it('on a phone, Map Columns stays inside the page: nothing is placed against the document, the mapping stacks', async () => {
  await toMapColumns();
  expect(getComputedStyle(page()).position).toBe('relative');
  expect(escapingElements(page())).toEqual([]);
  expect(escapingElements(document.body)).toEqual([]);
  // The shared frame's phone padding, as the other pages.
  expect(mediaStyle(page(), PHONE_QUERY)).toMatchObject({ padding: '16px' });

  const list = screen.getByRole('list', { name: 'Column mapping' });
  expect(getComputedStyle(list).minWidth).toMatch(/^0(px)?$/);
  for (const item of within(list).getAllByRole('listitem')) {
    expect(getComputedStyle(item).gridTemplateColumns).toBe('minmax(0, 1fr)'); // name, sample and select stack in the width there is
    const select = within(item).getByRole('combobox');
    expect(getComputedStyle(select).width).toBe('100%');
    expect(getComputedStyle(select).minWidth).toMatch(/^(|0px|auto)$/);
  }
  // Recent imports' hidden headings (its card layout) are placed inside their own box.
  expect(getComputedStyle(screen.getByRole('table').parentElement!).position).toBe('relative');
});

it('shows the upload and Map Columns steps in German at 390 px', async () => {
  await act(() => useLocaleStore.getState().setLocale('de'));
  mockApi({
    ...BASE_ROUTES,
    'GET /organisation/summary': { body: { contacts: 1234, companies: 0, pipelines: 1 } },
    'POST /imports/preview': previewReply(),
  });
  renderImport();
  expect(screen.getByRole('heading', { name: 'Kontakte importieren', level: 1 })).toBeInTheDocument();
  expect(document.title).toBe('Kontakte importieren - Meridian');
  expect(await screen.findByText('1.234 Kontakte')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück zu Kontakten' })).toBeInTheDocument();
  expect(screen.getByText('Schritt 1 von 4')).toBeInTheDocument();
  const steps = within(screen.getByRole('navigation', { name: 'Importschritte' })).getAllByRole('listitem');
  expect(steps.map((s) => s.textContent)).toEqual(['Hochladen', 'Spalten zuordnen', 'Import', 'Ergebnisse']);
  expect(screen.getByRole('button', { name: 'CSV-Datei hier ablegen oder zum Durchsuchen klicken' })).toBeInTheDocument();
  expect(screen.getByText('Unterstützt große Dateien bis 100 MB mit Hunderttausenden von Kontakten')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'CSV-Vorlage herunterladen' })).toBeInTheDocument();
  expect(await screen.findByText('Noch keine Importe')).toBeInTheDocument();

  chooseFile(csvFile(makeCsv(2)));
  expect(await screen.findByText('Schritt 2 von 4')).toBeInTheDocument();
  expect(screen.getByText(/Zeilen erkannt in/)).toHaveTextContent('2 Zeilen erkannt in people.csv');
  for (const label of ['Zeichenkodierung', 'Trennzeichen', 'Kopfzeile']) expect(screen.getByLabelText(label)).toBeInTheDocument();
  expect((screen.getByLabelText('Trennzeichen') as HTMLSelectElement).selectedOptions[0].textContent).toBe('Komma (,)');
  expect((screen.getByLabelText('Kopfzeile') as HTMLSelectElement).selectedOptions[0].textContent).toBe(
    'Zeile 1: First Name, Last Name, E-mail Address, Organization',
  );

  const items = within(screen.getByRole('list', { name: 'Spaltenzuordnung' })).getAllByRole('listitem');
  const email = within(items[2]);
  expect(email.getByText('Beispieldaten: ann1@x.test · ann2@x.test')).toBeInTheDocument();
  expect(email.getByText('Zuordnen zu')).toBeInTheDocument();
  const select = email.getByRole('combobox', { name: 'Zuordnen zu – E-mail Address' }) as HTMLSelectElement;
  expect(select.selectedOptions[0].textContent).toBe('E-Mail');
  expect(select.value).toBe('email'); // the stored field id does not change with the language
  expect([...select.options].map((o) => o.textContent)).toEqual([
    'Vorname',
    'Nachname',
    'Vollständiger Name',
    'E-Mail',
    'Telefon',
    'Unternehmen',
    'Tags',
    'Spalte überspringen',
  ]);

  expect(screen.getByRole('group', { name: 'Vorhandene Kontakte' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Kontakte überspringen, deren E-Mail-Adresse bereits existiert' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Nicht vorhandene Unternehmen automatisch anlegen' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Zurück' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Kontakte importieren' })).toBeEnabled();
  // Long German words stay inside the phone's width: the column names and the sample may break or end in '…'.
  expect(getComputedStyle(email.getByText('E-mail Address')).overflowWrap).toBe('anywhere');
  expect(getComputedStyle(email.getByText(/^Beispieldaten/)).textOverflow).toBe('ellipsis');
});
