import type { ImportEncoding, ImportFilePreview, ImportReadQuery } from '@meridian/shared/model';
import { t } from '../../../i18n';

/** What the user chose on Map Columns for reading the file, as the preview takes it; what is absent is detected. */
export type ReadChoices = Pick<ImportReadQuery, 'encoding' | 'delimiter' | 'headerRow'>;

const ENCODINGS: readonly ImportEncoding[] = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-1'];

/** The encodings the file can be read in, in the select's order. */
export function encodingOptions(): { value: ImportEncoding; label: string }[] {
  return ENCODINGS.map((value) => ({ value, label: t(`import.encoding.${value}` as const) }));
}

/** The delimiters offered, named in the current language. */
export function delimiterOptions(): { value: string; label: string }[] {
  return [
    { value: ',', label: t('import.reading.comma') },
    { value: ';', label: t('import.reading.semicolon') },
    { value: '\t', label: t('import.reading.tab') },
    { value: '|', label: t('import.reading.pipe') },
  ];
}

const HEADER_LABEL_CHARS = 60;

/** 'Row 3: First Name, Last Name, Email' for the header-row picker. */
export function headerRowLabel(row: number, cells: readonly string[]): string {
  const text =
    cells
      .map((c) => c.trim())
      .filter(Boolean)
      .join(', ') || t('import.reading.emptyRow');
  const cut = text.length > HEADER_LABEL_CHARS ? `${text.slice(0, HEADER_LABEL_CHARS - 1)}…` : text;
  return t('import.reading.headerRowOption', { row, cells: cut });
}

/** The header-row options: the preview's lines, plus the header itself if it lies beyond them. */
export function headerRowOptions(preview: ImportFilePreview): { value: string; label: string }[] {
  const options = preview.lines.map((line) => ({ value: String(line.row), label: headerRowLabel(line.row, line.cells) }));
  if (!preview.lines.some((line) => line.row === preview.headerRow)) {
    options.push({ value: String(preview.headerRow), label: headerRowLabel(preview.headerRow, preview.headers) });
  }
  return options;
}
