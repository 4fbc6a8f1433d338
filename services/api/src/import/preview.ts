import Papa from 'papaparse';
import { suggestMapping, type ColumnTarget } from './column-mapping';

export const SAMPLE_ROWS = 5;
export const DELIMITERS = [',', ';', '\t', '|'] as const;

export interface ImportPreview {
  headers: string[];
  sampleRows: string[][];
  totalRows: number;
  suggestedMapping: Record<string, ColumnTarget>;
  /** The delimiter used: the one asked for, or the one detected. */
  delimiter: string;
}

export class PreviewError extends Error {}

/**
 * Headers, the first rows and a suggested mapping of a CSV (SPEC §7 preview). Blank lines are not
 * rows; BOM, CRLF and quoted delimiters/newlines are handled by papaparse.
 */
export function previewCsv(csvData: string, delimiter?: string): ImportPreview {
  const text = csvData.replace(/^\uFEFF/, '');
  if (!text.trim()) throw new PreviewError('The CSV file is empty');
  const parsed = Papa.parse<string[]>(text, {
    delimiter: delimiter || '', // '' = detect among , ; tab |
    delimitersToGuess: [...DELIMITERS],
    skipEmptyLines: 'greedy',
  });
  const [headerRow, ...rows] = parsed.data;
  const headers = (headerRow ?? []).map((h) => h.trim());
  if (headers.length === 0 || headers.every((h) => !h)) throw new PreviewError('The CSV file has no header row');
  return {
    headers,
    sampleRows: rows.slice(0, SAMPLE_ROWS),
    totalRows: rows.length,
    suggestedMapping: suggestMapping(headers),
    delimiter: parsed.meta.delimiter,
  };
}

/** The file 'Download CSV Template' saves: the columns an import maps best, with one example. */
export const TEMPLATE_CSV = 'first,last,email,phone,company,tags\r\nAda,Lovelace,ada@example.com,+1 555 0100,Analytical Engines,"vip, engineering"\r\n';
