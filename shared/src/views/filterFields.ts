// What the "Add filter" menu offers and how each filter reads as a chip. Each remote describes its
// fields (contacts: owner, company, tags, stage…; companies: owner, industry, size…); the bar, the
// editors and the chips are the same for both. A field owns one or more of the filter's properties
// (filters.ts): removing its chip clears them all.

/** A list filter (ContactFilter, CompanyFilter): every property is text, an absent one does not narrow. */
export type ListFilter = Partial<Record<string, string>>;

export interface FilterOption {
  value: string;
  label: string;
}

interface FieldBase {
  /** Stable id (the menu item's, the chip's). */
  id: string;
  /** 'Owner', 'Tags'… */
  label: string;
}

/** One value among options (stage, pipeline status, industry, has email…); `load` asks the server for them (companies, stages). */
export interface ChoiceField extends FieldBase {
  kind: 'choice';
  param: string;
  options: readonly FilterOption[];
  load?: (text: string) => Promise<FilterOption[]>;
  /** The editor has a search box whose words go to `load` (companies). */
  searchable?: boolean;
  /** The chip's words for a value no option names (a company from a link: its name). */
  valueLabel?: (value: string) => string | undefined;
  /** The chip is the option's words alone ('Has no phone'), not 'Phone: Has no phone'. */
  bare?: boolean;
}

/** A member, "Me" first (the API takes the member's id). */
export interface OwnerField extends FieldBase {
  kind: 'owner';
  param: string;
}

/** tags_any / tags_all / tags_none. */
export interface TagsField extends FieldBase {
  kind: 'tags';
}

/** A range of days; `instants`: created / updated (the API takes instants), else days (close date). */
export interface DatesField extends FieldBase {
  kind: 'dates';
  from: string;
  to: string;
  instants: boolean;
}

/** A deal value range and its currency. */
export interface AmountField extends FieldBase {
  kind: 'amount';
  min: string;
  max: string;
  currency: string;
}

export type FilterField = ChoiceField | OwnerField | TagsField | DatesField | AmountField;

export const TAG_MODES = ['tags_any', 'tags_all', 'tags_none'] as const;
export type TagMode = (typeof TAG_MODES)[number];

/** The filter properties a field sets. */
export function paramsOf(field: FilterField): string[] {
  switch (field.kind) {
    case 'choice':
    case 'owner':
      return [field.param];
    case 'tags':
      return [...TAG_MODES];
    case 'dates':
      return [field.from, field.to];
    case 'amount':
      return [field.min, field.max, field.currency];
  }
}

/** Whether a field narrows the filter now (it has a chip). */
export const isActive = (field: FilterField, filter: ListFilter) => paramsOf(field).some((param) => Boolean(filter[param]));

/** The filter without a field's properties (its chip removed). */
export function withoutField(filter: ListFilter, field: FilterField): ListFilter {
  const next = { ...filter };
  for (const param of paramsOf(field)) delete next[param];
  return next;
}

/** The filter with `values` set; an empty value removes its property (never sent as ''). */
export function withValues(filter: ListFilter, values: ListFilter): ListFilter {
  const next = { ...filter };
  for (const [param, value] of Object.entries(values)) {
    if (value?.trim()) next[param] = value.trim();
    else delete next[param];
  }
  return next;
}

/** The properties that narrow (no empty or undefined ones), in a stable order: for comparing filters. */
export function cleanFilter(filter: ListFilter): ListFilter {
  const clean: ListFilter = {};
  for (const key of Object.keys(filter).sort()) if (filter[key]) clean[key] = filter[key];
  return clean;
}
