// Contacts as CSV text: the template's columns, RFC 4180 quoting, CRLF line ends. Values a
// spreadsheet would run as a formula (=, +, -, @, tab, CR first) get a leading apostrophe, which
// spreadsheets show as text and the import removes again (row-rules.ts cleanValue).
import type { ExportContact } from '../repositories/contact-export';
import type { ContactField } from '@meridian/contract';

export const EXPORT_COLUMNS: readonly ContactField[] = ['first', 'last', 'email', 'phone', 'company', 'tags'];

// Apostrophes already in front of such a character get one more, so that value survives too.
const FORMULA = /^'*[=+\-@\t\r]/;

/** How a value is written in a file whose cells are separated by `delimiter`: quoted when it holds one, a quote or a line end. */
export function csvFieldFor(delimiter: string): (value: string | null | undefined) => string {
  const needsQuotes = new RegExp(`["\\r\\n${delimiter.replace(/[\\\]^-]/g, '\\$&')}]`);
  return (value) => {
    if (!value) return '';
    const safe = FORMULA.test(value) ? `'${value}` : value;
    return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
}

/** A value in a comma-separated file. */
export const csvField = csvFieldFor(',');

const line = (contact: ExportContact) => `${EXPORT_COLUMNS.map((c) => csvField(contact[c])).join(',')}\r\n`;

/**
 * Excel reads a CSV without a byte order mark in the machine's legacy code page (accents come out
 * as mojibake); with one it reads UTF-8. The import ignores it (csv-encoding.ts drops it).
 */
export const UTF8_BOM = '\uFEFF';

/** The byte order mark and the header, then one chunk of text per batch. */
export async function* contactsCsv(batches: AsyncIterable<ExportContact[]>): AsyncGenerator<string> {
  yield `${UTF8_BOM}${EXPORT_COLUMNS.join(',')}\r\n`;
  for await (const batch of batches) yield batch.map(line).join('');
}
