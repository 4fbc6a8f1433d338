import Papa from 'papaparse';
import type { ImportEncoding } from '@meridian/shared/model';

export interface RowCount {
  promise: Promise<number>;
  cancel: () => void;
}

export interface CountOptions {
  delimiter: string;
  encoding: ImportEncoding;
  /** Records before the first data row (lines above the header, and the header). */
  skip: number;
}

/**
 * The file's real number of data rows (records after the header; blank lines are not rows, a
 * quoted newline does not start one), parsed in 1 MB slices read asynchronously in the chosen
 * encoding, so the page stays responsive on a 100MB file. Counts the same way the server does.
 */
export function countCsvRows(file: File, { delimiter, encoding, skip }: CountOptions): RowCount {
  let parser: Papa.Parser | undefined;
  let cancelled = false;
  const promise = new Promise<number>((resolve, reject) => {
    let records = 0;
    Papa.parse<string[]>(file, {
      delimiter,
      encoding,
      skipEmptyLines: 'greedy',
      chunkSize: 1024 * 1024,
      chunk: (results, chunkParser) => {
        parser = chunkParser;
        records += results.data.length;
      },
      complete: () => (cancelled ? undefined : resolve(Math.max(0, records - skip))),
      error: (error) => reject(error),
    });
  });
  return {
    promise,
    cancel: () => {
      cancelled = true;
      parser?.abort();
    },
  };
}
