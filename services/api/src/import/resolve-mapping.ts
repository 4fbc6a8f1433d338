// Which column of the file feeds which contact field, checked against the file's header before
// any row is read: a mapping that cannot be what the user meant is refused as a whole (400).
import type { ColumnTarget, ContactField } from '@meridian/contract';
import { ImportRejected } from './import-rejected';

/** Column index per field; absent when no column feeds it. */
export type FieldColumns = Partial<Record<ContactField, number>>;

export function resolveMapping(headers: readonly string[], columnMapping: Readonly<Record<string, ColumnTarget>>): FieldColumns {
  const columns: FieldColumns = {};
  const source: Partial<Record<ContactField, string>> = {};
  for (const [header, target] of Object.entries(columnMapping)) {
    if (target === 'skip') continue;
    const index = headers.indexOf(header.trim());
    if (index < 0) throw new ImportRejected(`Column "${header}" is mapped to ${target} but the file has no such column`);
    if (headers.indexOf(header.trim(), index + 1) >= 0) {
      throw new ImportRejected(`The file has more than one column named "${header}"; rename them so the mapping is unambiguous`);
    }
    const other = source[target];
    if (other !== undefined) throw new ImportRejected(`Columns "${other}" and "${header}" are both mapped to ${target}; map one column per field`);
    source[target] = header;
    columns[target] = index;
  }
  if (columns.first === undefined && columns.last === undefined && columns.email === undefined) {
    throw new ImportRejected('Map at least one column to first, last or email');
  }
  return columns;
}
