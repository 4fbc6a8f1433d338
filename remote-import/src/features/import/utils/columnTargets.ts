import type { ColumnTarget } from '@meridian/shared/model';
import { t } from '../../../i18n';

export type { ColumnTarget };
export type ColumnMapping = Record<string, ColumnTarget>;

/** docs/PRODUCT.md §2 'Maps To' targets (the stored field ids), in the order the select lists them. */
export const COLUMN_TARGETS: readonly ColumnTarget[] = ['first', 'last', 'email', 'phone', 'company', 'tags', 'skip'];

/** The 'Maps To' select's options, named in the current language. */
export function columnTargetOptions(): { value: ColumnTarget; label: string }[] {
  return COLUMN_TARGETS.map((value) => ({ value, label: t(`import.field.${value}` as const) }));
}

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
