import type { ColumnTarget } from '@meridian/shared/model';

export type { ColumnTarget };
export type ColumnMapping = Record<string, ColumnTarget>;

/** docs/PRODUCT.md §2 'Maps To' targets, in the order the select lists them. */
export const COLUMN_TARGETS: readonly { value: ColumnTarget; label: string }[] = [
  { value: 'first', label: 'First Name' },
  { value: 'last', label: 'Last Name' },
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'company', label: 'Company' },
  { value: 'tags', label: 'Tags' },
  { value: 'skip', label: 'Skip this column' },
];

/** A field goes to one column: choosing it for `header` sets the column that had it to skip. */
export function assignTarget(mapping: ColumnMapping, header: string, target: ColumnTarget): ColumnMapping {
  const next: ColumnMapping = {};
  for (const [h, t] of Object.entries(mapping)) next[h] = target !== 'skip' && t === target ? 'skip' : t;
  next[header] = target;
  return next;
}

/** An import needs a column for at least one of first name, last name or email. */
export function mapsIdentity(mapping: ColumnMapping): boolean {
  return Object.values(mapping).some((t) => t === 'first' || t === 'last' || t === 'email');
}
