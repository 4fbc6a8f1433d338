import type { ColumnTarget } from '@meridian/shared/model';
import { t } from '../../../i18n';

export type { ColumnTarget };
export type ColumnMapping = Record<string, ColumnTarget>;

/** docs/PRODUCT.md §2 'Maps To' targets (the stored field ids), in the order the select lists them. */
export const COLUMN_TARGETS: readonly ColumnTarget[] = ['first', 'last', 'name', 'email', 'phone', 'company', 'tags', 'skip'];

/** The 'Maps To' select's options, named in the current language. */
export function columnTargetOptions(): { value: ColumnTarget; label: string }[] {
  return COLUMN_TARGETS.map((value) => ({ value, label: t(`import.field.${value}` as const) }));
}

/** A column's target; 'skip' when the mapping does not name it. */
export function targetOf(mapping: ColumnMapping, header: string): ColumnTarget {
  return Object.hasOwn(mapping, header) ? mapping[header]! : 'skip';
}

/** Several columns may feed one field (per row the first non-empty one wins): choosing a target changes only this column. */
export function assignTarget(mapping: ColumnMapping, header: string, target: ColumnTarget): ColumnMapping {
  return { ...mapping, [header]: target };
}

/** An import needs a column for at least one of first name, last name, full name or email. */
export function mapsIdentity(mapping: ColumnMapping): boolean {
  return Object.values(mapping).some((t) => t === 'first' || t === 'last' || t === 'name' || t === 'email');
}
