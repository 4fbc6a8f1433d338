import Papa from 'papaparse';

export interface RowCount {
  promise: Promise<number>;
  cancel: () => void;
}

/**
 * The file's real number of data rows (records after the header; blank lines are not rows, a
 * quoted newline does not start one), parsed in 1 MB chunks read asynchronously so the page
 * stays responsive on a 100MB file. Counts the same way the server does.
 */
export function countCsvRows(file: File, delimiter: string): RowCount {
  let parser: Papa.Parser | undefined;
  let cancelled = false;
  const promise = new Promise<number>((resolve, reject) => {
    let records = 0;
    Papa.parse<string[]>(file, {
      delimiter,
      skipEmptyLines: 'greedy',
      chunkSize: 1024 * 1024,
      chunk: (results, chunkParser) => {
        parser = chunkParser;
        records += results.data.length;
      },
      complete: () => (cancelled ? undefined : resolve(Math.max(0, records - 1))),
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
