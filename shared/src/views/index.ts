// `@meridian/shared/views`: the filters and saved views that the contacts and companies lists share
// (docs/PRODUCT.md §2.4a): the page state a view keeps (useListView), the view tabs and their
// actions (ViewBar), the filter chips and editors (FilterBar). Each remote describes its fields.
export { useListView, VIEW_PARAM, type ListView, type ListViewOptions } from './useListView';
export { ViewBar, type ViewBarProps } from './ViewBar';
export { FilterBar, type FilterBarProps } from './FilterBar';
export type { AmountField, ChoiceField, DatesField, FilterField, FilterOption, ListFilter, OwnerField, TagsField } from './filterFields';
export { fieldLabel, instantsField, nextActivityField, ownerField, pipelineStatusField, presenceField, type FieldName } from './commonFields';
