// The Trash (docs/PRODUCT.md §Trash): deleted contacts, companies, notes and files, kept
// TRASH_DAYS days (the API's setting) before a job purges them for good; restorable until then.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, PageNumber, PageSize, StringEnum } from './common';

/** What the Trash holds, as the routes name it. */
export const TRASH_TYPES = ['contact', 'company', 'note', 'file'] as const;
export type TrashType = (typeof TRASH_TYPES)[number];

/** A page of the Trash holds at most this many items. */
export const TRASH_PAGE_MAX = 100;
export const TRASH_PAGE_DEFAULT = 50;

export const TrashListQuery = Type.Object({ page: PageNumber, limit: PageSize(TRASH_PAGE_MAX, TRASH_PAGE_DEFAULT) }, { additionalProperties: false });
export type TrashListQuery = Static<typeof TrashListQuery>;

export const TrashItem = Type.Object({
  type: StringEnum(TRASH_TYPES),
  id: Type.String({ description: 'The deleted record (UUIDv7)' }),
  name: Type.String({ description: "A contact's full name, a company's name, a note's first words, a file's name" }),
  contact_id: Type.Union([Type.String(), Type.Null()], { description: 'A note or file: the contact it belongs to' }),
  contact_name: Type.Union([Type.String(), Type.Null()], { description: "A note or file: its contact's name" }),
  deleted_by: Type.Union([Type.String(), Type.Null()], {
    description: 'The name of the member who deleted it; null when unknown (deleted before the Trash existed)',
  }),
  deleted_at: DateTime(),
  days_left: Type.Integer({ minimum: 0, description: 'Whole days before it is purged for good' }),
});
export type TrashItem = Static<typeof TrashItem>;

export const TrashListAnswer = Type.Object({
  items: Type.Array(TrashItem, { description: 'Newest deletion first' }),
  pagination: Type.Object({
    totalCount: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
    pages: Type.Integer({ minimum: 0 }),
  }),
  trash_days: Type.Integer({ minimum: 1, description: 'How many days a deleted record stays in the Trash' }),
});
export type TrashListAnswer = Static<typeof TrashListAnswer>;

export const TrashParams = Type.Object({
  type: StringEnum(TRASH_TYPES),
  id: Type.String({ maxLength: 100, description: 'The deleted record (UUIDv7)' }),
});
export type TrashParams = Static<typeof TrashParams>;
