import { CsvTokenizer } from '@meridian/contract';
import type { ImportEncoding } from '@meridian/shared/model';

export interface RowCount {
  promise: Promise<number>;
  cancel: () => void;
}

export interface CountOptions {
  delimiter: string;
  encoding: ImportEncoding;
  /** The spreadsheet row (line) of the header record, as the preview found it. */
  headerRow: number;
}

const SLICE_BYTES = 1024 * 1024;

function readSlice(blob: Blob): { bytes: Promise<ArrayBuffer>; abort: () => void } {
  const reader = new FileReader();
  const bytes = new Promise<ArrayBuffer>((resolve, reject) => {
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
  });
  reader.readAsArrayBuffer(blob);
  return { bytes, abort: () => reader.abort() };
}

/**
 * The file's data rows: its records after the header, read by the API's own CSV reader (the
 * contract's CsvTokenizer: blank lines are not rows, a quoted line break does not start one), so
 * the count is the one the import will make. Read in 1 MB slices, decoded in the chosen encoding
 * as they arrive, so the page stays responsive on a 100MB file.
 */
export function countCsvRows(file: File, { delimiter, encoding, headerRow }: CountOptions): RowCount {
  let cancelled = false;
  let abort = () => {};
  const count = async () => {
    // ISO-8859-1 is read as windows-1252 here (as the Encoding Standard says): they differ only in
    // 0x80-0x9F, never a delimiter, quote or line end, so the records are the same.
    const text = new TextDecoder(encoding);
    const tokenizer = new CsvTokenizer(delimiter);
    let rows = 0;
    const tally = () => {
      for (const row of tokenizer.take().rows) if (row > headerRow) rows++;
    };
    for (let at = 0; at < file.size && !cancelled; at += SLICE_BYTES) {
      const slice = readSlice(file.slice(at, at + SLICE_BYTES));
      abort = slice.abort;
      tokenizer.write(text.decode(await slice.bytes, { stream: true }));
      tally();
    }
    tokenizer.write(text.decode());
    tokenizer.end();
    tally();
    return rows;
  };
  // A cancelled count never settles: nobody waits for it any more.
  const never = new Promise<number>(() => {});
  return {
    promise: count().then(
      (rows) => (cancelled ? never : rows),
      (error: unknown) => (cancelled ? never : Promise.reject(error)),
    ),
    cancel: () => {
      cancelled = true;
      abort();
    },
  };
}
