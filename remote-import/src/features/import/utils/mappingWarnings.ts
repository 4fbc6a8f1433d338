import { targetOf, type ColumnMapping } from './columnTargets';
import { sampleOf } from './sampleOf';

/** Which part of a contact no mapped column gives: rows without it are refused, as the contact form refuses them. */
export type MissingPart = 'names' | 'firstNames' | 'lastNames' | 'emails';

export interface MappingWarnings {
  missing: MissingPart[];
  /** The columns left out of the import, in file order: their header ('' when it has none) and 1-based number. */
  skipped: { header: string; number: number }[];
}

/**
 * What Map Columns warns about above the Import button. A column without a header and without a
 * value in the sample (a spreadsheet's trailing empty columns) loses nothing and is not listed.
 */
export function mappingWarnings(headers: readonly string[], sampleRows: readonly (readonly string[])[], mapping: ColumnMapping): MappingWarnings {
  const targets = new Set(headers.map((header) => targetOf(mapping, header)));
  const missing: MissingPart[] = [];
  const full = targets.has('name');
  if (!full && !targets.has('first') && !targets.has('last')) missing.push('names');
  else if (!full && !targets.has('first')) missing.push('firstNames');
  else if (!full && !targets.has('last')) missing.push('lastNames');
  if (!targets.has('email')) missing.push('emails');
  const skipped = headers.flatMap((header, column) =>
    targetOf(mapping, header) !== 'skip' || (!header.trim() && !sampleOf(sampleRows, column)) ? [] : [{ header, number: column + 1 }],
  );
  return { missing, skipped };
}
