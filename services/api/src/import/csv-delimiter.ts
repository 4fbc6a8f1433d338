// Which of the four delimiters a file uses, from its first records.
import { CSV_DELIMITERS } from '@meridian/contract';
import { CsvTokenizer } from '@meridian/contract';

export const DELIMITERS = CSV_DELIMITERS;

/** Records read to guess: enough to get past a preamble (LinkedIn's is 2-3 records). */
const SAMPLE_RECORDS = 50;
/** Characters read to guess; the first records of a file are rarely longer. */
export const SAMPLE_CHARS = 64 * 1024;

// A line of nothing but whitespace and delimiters of any kind is blank whichever delimiter is
// tried: " , ,\t," must not make tab the delimiter of a file with no content.
const BLANKISH = /^[\s,;|]*$/;

function widthCounts(records: string[][]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const record of records) {
    if (record.every((cell) => BLANKISH.test(cell))) continue;
    counts.set(record.length, (counts.get(record.length) ?? 0) + 1);
  }
  return counts;
}

/**
 * The delimiter that splits most of the first records into the same number (≥ 2) of cells, more
 * cells winning a tie (a ';' file with "Doe, John" in every row); ',' when none splits anything.
 * The sample's last record counts even if cut short: a header longer than the sample still tells.
 */
export function detectDelimiter(text: string): string {
  const sample = text.slice(0, SAMPLE_CHARS);
  let best: { delimiter: string; rows: number; width: number } = { delimiter: ',', rows: 0, width: 0 };
  for (const delimiter of DELIMITERS) {
    const tokenizer = new CsvTokenizer(delimiter);
    tokenizer.write(sample);
    tokenizer.end();
    const records = tokenizer.records.slice(0, SAMPLE_RECORDS);
    for (const [width, rows] of widthCounts(records)) {
      if (width < 2) continue;
      if (rows > best.rows || (rows === best.rows && width > best.width)) best = { delimiter, rows, width };
    }
  }
  return best.delimiter;
}
