import type { ImportEncoding, ImportFilePreview, ImportReadQuery } from '@meridian/shared/model';

/** What the user chose on Map Columns for reading the file, as the preview takes it; what is absent is detected. */
export type ReadChoices = Pick<ImportReadQuery, 'encoding' | 'delimiter' | 'headerRow'>;

export const ENCODINGS: readonly { value: ImportEncoding; label: string }[] = [
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'utf-16le', label: 'UTF-16 LE' },
  { value: 'utf-16be', label: 'UTF-16 BE' },
  { value: 'windows-1252', label: 'Windows-1252' },
  { value: 'iso-8859-1', label: 'ISO-8859-1' },
];

export const DELIMITERS: readonly { value: string; label: string }[] = [
  { value: ',', label: 'Comma (,)' },
  { value: ';', label: 'Semicolon (;)' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Pipe (|)' },
];

const HEADER_LABEL_CHARS = 60;

/** 'Row 3: First Name, Last Name, Email' for the header-row picker. */
export function headerRowLabel(row: number, cells: readonly string[]): string {
  const text =
    cells
      .map((c) => c.trim())
      .filter(Boolean)
      .join(', ') || '(empty)';
  const cut = text.length > HEADER_LABEL_CHARS ? `${text.slice(0, HEADER_LABEL_CHARS - 1)}…` : text;
  return `Row ${row}: ${cut}`;
}

/** The header-row options: the preview's lines, plus the header itself if it lies beyond them. */
export function headerRowOptions(preview: ImportFilePreview): { value: string; label: string }[] {
  const options = preview.lines.map((line) => ({ value: String(line.row), label: headerRowLabel(line.row, line.cells) }));
  if (!preview.lines.some((line) => line.row === preview.headerRow)) {
    options.push({ value: String(preview.headerRow), label: headerRowLabel(preview.headerRow, preview.headers) });
  }
  return options;
}
