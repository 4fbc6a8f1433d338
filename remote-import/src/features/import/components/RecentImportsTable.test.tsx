import { act, screen, within } from '@testing-library/react';
import { useLocaleStore } from '@meridian/shared/i18n';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { BASE_ROUTES, doneJob, listReply, makeJob } from '../../../testing/importJobs';
import { renderImport } from '../../../testing/renderImport';

// The table wrapped 'Kontakte_Export.c sv' and the member's name mid-word while ~300 px to its right stayed empty.

beforeEach(() => resetAppState());

const LONG_FILE = 'Kontakte_Export_Messe_Frankfurt_2026_endgueltige_Fassung.csv';

async function showTable() {
  const jobs = [
    doneJob({ fileName: LONG_FILE, total: 1234, imported: 1200, failed: 34 }),
    makeJob({ fileName: 'Kontakte_Export.csv', createdBy: { id: 'u2', name: '', email: 'maximilian.mueller@example.test' } }),
  ];
  mockApi({ ...BASE_ROUTES, 'GET /imports': listReply(jobs) });
  renderImport();
  const section = screen.getByRole('region', { name: /Recent imports|Letzte Importe/ });
  await within(section).findByRole('table');
  return within(section).getAllByRole('row').slice(1);
}

const oneLine = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return { whiteSpace: style.whiteSpace, overflow: style.overflow, textOverflow: style.textOverflow };
};

it('keeps the file and the member on one line, a long one ending in … with the whole value as its title', async () => {
  const [first, second] = await showTable();
  const file = within(first).getByText(LONG_FILE);
  expect(file).toHaveAttribute('title', LONG_FILE);
  expect(oneLine(file)).toEqual({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
  expect(getComputedStyle(file).overflowWrap).not.toBe('anywhere'); // never broken mid-word

  const member = within(first).getByText('Dana Demo');
  expect(member).toHaveAttribute('title', 'Dana Demo (demo@meridian.test)');
  expect(oneLine(member)).toEqual({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
  // A member without a name shows (and titles) the email.
  expect(within(second).getByText('maximilian.mueller@example.test')).toHaveAttribute('title', 'maximilian.mueller@example.test');
});

it('gives file and member the room the other columns leave (3 : 2), the others on one line', async () => {
  const [first] = await showTable();
  const [fileCell, memberCell, dateCell, rowsCell, countsCell] = within(first).getAllByRole('cell');
  expect(getComputedStyle(fileCell)).toMatchObject({ width: '30%', maxWidth: '0' });
  expect(getComputedStyle(memberCell)).toMatchObject({ width: '20%', maxWidth: '0' });
  for (const cell of [dateCell, rowsCell, countsCell]) expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
  expect(countsCell).toHaveTextContent('1,200 / 0 / 34');
});

it('names its columns and cells in German', async () => {
  await act(() => useLocaleStore.getState().setLocale('de'));
  const [first, second] = await showTable();
  const section = screen.getByRole('region', { name: 'Letzte Importe' });
  expect(
    within(section)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Datei', 'Von', 'Datum', 'Zeilen', 'Importiert / Aktualisiert / Fehlgeschlagen', 'Dauer', 'Status', 'Fehlerbericht']);
  expect(within(first).getByText('1.234')).toHaveAttribute('data-label', 'Zeilen');
  expect(within(first).getByText('1.200 / 0 / 34')).toBeInTheDocument();
  expect(within(first).getByText('3,2 s')).toBeInTheDocument();
  expect(within(first).getByText('Abgeschlossen')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: `Fehlerbericht von ${LONG_FILE} herunterladen` })).toBeInTheDocument();
  expect(within(second).getByText('In Warteschlange')).toBeInTheDocument();
});
