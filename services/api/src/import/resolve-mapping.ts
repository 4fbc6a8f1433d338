// Which columns of the file feed which contact field, checked against the file's header before
// any row is read: a mapping that cannot be what the user meant is refused as a whole (400).
import type { ColumnTarget, MappedField } from '@meridian/contract';
import { ImportRejected } from './import-rejected';

/** The columns feeding each field, in file order (per row the first non-empty one wins); absent when none does. */
export type FieldColumns = Partial<Record<MappedField, number[]>>;

export function resolveMapping(headers: readonly string[], columnMapping: Readonly<Record<string, ColumnTarget>>): FieldColumns {
  const columns: FieldColumns = {};
  for (const [header, target] of Object.entries(columnMapping)) {
    if (target === 'skip') continue;
    const index = headers.indexOf(header.trim());
    if (index < 0) throw new ImportRejected(`Column "${header}" is mapped to ${target} but the file has no such column`);
    if (headers.indexOf(header.trim(), index + 1) >= 0) {
      throw new ImportRejected(`The file has more than one column named "${header}"; rename them so the mapping is unambiguous`);
    }
    const feeding = (columns[target] ??= []);
    if (!feeding.includes(index)) feeding.push(index); // ' Email' and 'Email' name one column
  }
  for (const indexes of Object.values(columns)) indexes.sort((a, b) => a - b);
  if (!columns.first && !columns.last && !columns.name && !columns.email) {
    throw new ImportRejected('Map at least one column to first, last, name or email');
  }
  return columns;
}
