// `@meridian/shared/views`: the filters and saved views that the contacts and companies lists share
// (docs/PRODUCT.md §2.4a): the page state a view keeps (useListView), the view tabs and their
// actions (ViewBar), the filter chips and editors (FilterBar). Each remote describes its fields.
export { useListView, VIEW_PARAM, type ListView, type ListViewOptions } from './useListView';
export { useSavedViews } from './useSavedViews';
export { ViewBar, viewName, type ViewBarProps } from './ViewBar';
export { FilterBar, type FilterBarProps } from './FilterBar';
export { chipText, type ChipContext } from './chipText';
export { DATE_PRESETS, presetDays, instantsOf, daysOf, type DatePreset, type DayRange } from './dateRanges';
export {
  cleanFilter,
  isActive,
  paramsOf,
  withoutField,
  withValues,
  type AmountField,
  type ChoiceField,
  type DatesField,
  type FilterField,
  type FilterOption,
  type ListFilter,
  type OwnerField,
  type TagsField,
} from './filterFields';
export { builtinView, sameSettings } from './viewSettings';
export { fieldLabel, instantsField, ownerField, presenceField, type FieldName } from './commonFields';
