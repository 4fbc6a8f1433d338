// Renders the import routes the way the shell mounts them, with a probe of where the app went.
import { screen, fireEvent } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from '@meridian/shared/routing';
import type { ImportFilePreview } from '@meridian/shared/model';
import { LocationProbe, renderWithProviders, signInAs } from '@meridian/shared/testing';
import { useSessionStore } from '@meridian/shared/auth';
import ImportRoutes from '../exposes/routes';

/** Signed in as the organisation's owner (who may import) unless a test signed in otherwise (signInAs). */
export function renderImport(extra?: ReactElement) {
  if (!useSessionStore.getState().user) signInAs('owner');
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/import/*" element={<ImportRoutes />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      {extra}
    </>,
    { route: '/import' },
  );
}

export function csvFile(text: string, name = 'people.csv'): File {
  return new File([text], name, { type: 'text/csv' });
}

/** Chooses a file through the drop zone's file input. */
export function chooseFile(file: File): void {
  fireEvent.change(screen.getByTestId('csv-file-input'), { target: { files: [file] } });
}

/** A CSV of `rows` data rows with the given header. */
export function makeCsv(rows: number, header = 'First Name,Last Name,E-mail Address,Organization'): string {
  const lines = [header];
  for (let i = 1; i <= rows; i += 1) lines.push(`Ann${i},Lee,ann${i}@x.test,Acme`);
  return `${lines.join('\n')}\n`;
}

const HEADERS = ['First Name', 'Last Name', 'E-mail Address', 'Organization'];
const SAMPLE = [
  ['Ann1', 'Lee', 'ann1@x.test', 'Acme'],
  ['Ann2', 'Lee', 'ann2@x.test', 'Acme'],
];

export const PREVIEW: ImportFilePreview = {
  headers: HEADERS,
  sampleRows: SAMPLE,
  totalRows: 2,
  suggestedMapping: { 'First Name': 'first', 'Last Name': 'last', 'E-mail Address': 'email', Organization: 'company' },
  delimiter: ',',
  encoding: 'utf-8',
  headerRow: 1,
  lines: [
    { row: 1, cells: HEADERS },
    { row: 2, cells: SAMPLE[0] },
    { row: 3, cells: SAMPLE[1] },
  ],
};

export const previewReply = (data: Partial<ImportFilePreview> = {}) => ({ body: { success: true, data: { ...PREVIEW, ...data } } });
