// Saved views of the contact and company lists (docs/PRODUCT.md §7 Views): a name, the list's
// filters, sort, columns and layout; private to their creator or shared with the organisation.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, SortOrder, StringEnum, Text } from './common';
import { CompanyFilter, ContactFilter } from './filters';
import { ALL_VIEW_ID, COLUMN_WIDTH, VIEW_COLUMNS_MAX, VIEW_LAYOUTS, VIEW_NAME_MAX, VIEW_OBJECTS } from './view-rules';

export const ViewColumn = Type.Object(
  {
    key: Text(40, "A column of the object's table (CONTACT_COLUMNS / COMPANY_COLUMNS)"),
    width: Type.Optional(Type.Integer({ minimum: COLUMN_WIDTH.min, maximum: COLUMN_WIDTH.max, description: 'Pixels; absent: the default' })),
  },
  { additionalProperties: false },
);
export type ViewColumn = Static<typeof ViewColumn>;

/** What a view keeps. `filters` follows the object (ContactFilter or CompanyFilter); `sort_by` its list's sort keys. */
export const ViewSettings = Type.Object(
  {
    filters: Type.Union([ContactFilter, CompanyFilter]),
    sort_by: Text(40),
    sort_order: SortOrder,
    columns: Type.Array(ViewColumn, { maxItems: VIEW_COLUMNS_MAX, description: 'Shown columns, in order' }),
    layout: StringEnum(VIEW_LAYOUTS),
  },
  { additionalProperties: false },
);
export type ViewSettings = Static<typeof ViewSettings>;

export const SavedView = Type.Object({
  id: Type.String({ description: `UUIDv7, or '${ALL_VIEW_ID}' for the built-in view of every record` }),
  object: StringEnum(VIEW_OBJECTS),
  name: Type.String({ description: "The built-in view's name is empty: clients show their own words for it" }),
  shared: Type.Boolean({ description: 'Listed for every member of the organisation (else only for its creator)' }),
  created_by: Nullable(Type.String({ description: 'The member who created it; null for the built-in view' })),
  editable: Type.Boolean({ description: 'Whether the caller may save over, rename or delete it' }),
  settings: ViewSettings,
  created_at: Nullable(DateTime()),
  updated_at: Nullable(DateTime()),
});
export type SavedView = Static<typeof SavedView>;

export const ViewListQuery = Type.Object({ object: StringEnum(VIEW_OBJECTS) }, { additionalProperties: false });
export const ViewListAnswer = Type.Object({
  views: Type.Array(SavedView, { description: 'The built-in view first, then shared and own views by name' }),
  default_view_id: Type.String({ description: `The caller's default view of this object ('${ALL_VIEW_ID}' until they pick one)` }),
});
export type ViewListAnswer = Static<typeof ViewListAnswer>;

export const ViewCreateBody = Type.Object(
  { object: StringEnum(VIEW_OBJECTS), name: Text(VIEW_NAME_MAX), shared: Type.Boolean(), settings: ViewSettings },
  { additionalProperties: false },
);
export type ViewCreateBody = Static<typeof ViewCreateBody>;

export const ViewUpdateBody = Type.Object(
  { name: Type.Optional(Text(VIEW_NAME_MAX)), shared: Type.Optional(Type.Boolean()), settings: Type.Optional(ViewSettings) },
  { additionalProperties: false },
);
export type ViewUpdateBody = Static<typeof ViewUpdateBody>;

export const ViewParams = Type.Object({ id: Text(100, 'View id') });
export const ViewDefaultBody = Type.Object({ object: StringEnum(VIEW_OBJECTS), view_id: Text(100) }, { additionalProperties: false });
export type ViewDefaultBody = Static<typeof ViewDefaultBody>;
