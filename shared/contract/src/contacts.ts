// Contacts, their notes and files, and the bulk delete (docs/PRODUCT.md §7 Contacts).
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NullableString, PageNumber, PageSize, RestoreBody, SortOrder, StringEnum, REFUSE_OTHER_KEYS, Text, WithDefaults } from './common';
import { ContactFilterProperties } from './filters';
import { CONTACT_SORT_KEYS } from './view-rules';

export const CONTACT_PAGE_SIZE_MAX = 200;

export const Contact = Type.Object({
  id: Type.String(),
  first: Type.String(),
  last: Type.String(),
  email: NullableString({ description: 'Null only for contacts stored before email was required' }),
  phone: NullableString(),
  company: NullableString({ description: 'Company name as free text, as stored' }),
  company_id: NullableString({ description: 'The linked company; null when none or it was deleted' }),
  company_name: NullableString({ description: "The linked company's current name" }),
  tags: NullableString({ description: 'Comma-separated' }),
  stage_id: NullableString({ description: 'Pipeline stage the contact is in; null when in none' }),
  stage_name: NullableString(),
  stage_color: NullableString(),
  owner_id: NullableString({ description: 'The member who owns the contact (the creator unless changed); null for nobody' }),
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type Contact = Static<typeof Contact>;

export const ContactParams = Type.Object({ id: Type.String({ description: 'Contact id (UUIDv7)' }) });

export const ContactListQuery = WithDefaults(
  {
    page: PageNumber,
    limit: PageSize(CONTACT_PAGE_SIZE_MAX, 50),
    ...ContactFilterProperties,
    sort_by: StringEnum(CONTACT_SORT_KEYS, {
      default: 'name',
      description: 'name sorts by first then last name (as displayed), case-insensitively; company by the company text',
    }),
    sort_order: SortOrder,
  },
  REFUSE_OTHER_KEYS,
);
export type ContactListQuery = Static<typeof ContactListQuery>;

export const ContactListAnswer = Type.Object({
  contacts: Type.Array(Contact),
  pagination: Type.Object({
    totalCount: Type.Integer(),
    totalCountCapped: Type.Optional(
      Type.Literal(true, {
        description:
          'A search or filter matches more than totalCount (10,000) contacts, not counted further (show "10,000+"). A page reaching past that many counts them all.',
      }),
    ),
    page: Type.Integer(),
    limit: Type.Integer(),
    pages: Type.Integer(),
  }),
});
export type ContactListAnswer = Static<typeof ContactListAnswer>;

/** A contact as clients send it (POST and PUT). */
export const ContactBody = Type.Object({
  first: Text(200),
  last: Text(200),
  email: Text(320),
  phone: Type.Optional(NullableString({ maxLength: 100 })),
  company: Type.Optional(
    NullableString({ maxLength: 300, description: "Company name as text; left blank next to a company_id, it takes that company's name" }),
  ),
  company_id: Type.Optional(NullableString({ maxLength: 100, description: 'A live company of your organisation; null unlinks' })),
  tags: Type.Optional(NullableString({ maxLength: 2000, description: 'Comma-separated' })),
  owner_id: Type.Optional(
    NullableString({ maxLength: 200, description: 'A member of the organisation (GET /members); left out on create, the creator; null for nobody' }),
  ),
});
export type ContactBody = Static<typeof ContactBody>;

export const ContactRestoreBody = RestoreBody(10_000);

/** The contacts left deleted that an answer names (NotRestoredContact); `not_restored` counts all of them. */
export const NOT_RESTORED_SHOWN = 100;

export const NotRestoredContact = Type.Object({
  id: Type.String({ description: 'The contact left deleted' }),
  email: NullableString(),
  code: StringEnum(['email_taken', 'email_taken_hidden'] as const, {
    description: 'Why, as an error code: email_taken names the live contact in params; email_taken_hidden is one the caller cannot see',
  }),
  params: Type.Optional(Type.Object({ name: Type.String(), id: Type.String() }, { description: 'email_taken: the live contact that has the email now' })),
});
export type NotRestoredContact = Static<typeof NotRestoredContact>;

/**
 * The answer of both contact restores (POST /contacts/restore, the undo of a bulk delete). One
 * contact per email: a contact whose email a live contact of the organisation has now (one
 * created or restored since the delete) stays deleted, and the others come back. Contacts restored
 * together are not compared with each other: they were live together before the delete.
 */
export const ContactRestoreAnswer = Type.Object({
  restored: Type.Integer({ minimum: 0 }),
  not_restored: Type.Integer({ minimum: 0, description: 'Contacts left deleted because a live contact has their email now' }),
  not_restored_contacts: Type.Array(NotRestoredContact, { maxItems: NOT_RESTORED_SHOWN, description: `The first ${NOT_RESTORED_SHOWN} of them, oldest first` }),
});
export type ContactRestoreAnswer = Static<typeof ContactRestoreAnswer>;

// ---- Bulk delete of everything matching the list's filters ------------------------------------

/** Ids the user unticked can be left out; more than a loaded list ever holds is refused. */
export const BULK_DELETE_EXCEPT_MAX = 10_000;

export const BulkDeleteBody = Type.Object(
  {
    ...ContactFilterProperties,
    except_ids: Type.Optional(Type.Array(Text(100), { maxItems: BULK_DELETE_EXCEPT_MAX, description: 'Matching contacts to keep (unticked by the user)' })),
  },
  REFUSE_OTHER_KEYS,
);
export type BulkDeleteBody = Static<typeof BulkDeleteBody>;

export const BulkDeleteAnswer = Type.Object({
  deleted: Type.Integer({ minimum: 0 }),
  batch_id: NullableString({ description: 'Pass to POST /contacts/bulk-delete/{batch_id}/undo; null when nothing matched' }),
  undo_until: NullableString({ format: 'date-time', description: 'The undo is refused after this time' }),
});
export type BulkDeleteAnswer = Static<typeof BulkDeleteAnswer>;

export const BulkDeleteParams = Type.Object({ batchId: Text(100, 'batch_id of a bulk delete') });

// ---- Notes and files --------------------------------------------------------------------------

export const Note = Type.Object({
  id: Type.String(),
  body: Type.String(),
  created_at: DateTime(),
  updated_at: DateTime(),
});
export type Note = Static<typeof Note>;

export const NoteListAnswer = Type.Object({ notes: Type.Array(Note, { description: 'Newest first' }) });
export type NoteListAnswer = Static<typeof NoteListAnswer>;
export const NoteParams = Type.Object({ id: Type.String({ description: 'Contact id' }), noteId: Type.String() });
export const NoteBody = Type.Object({ body: Text(100_000) });
export type NoteBody = Static<typeof NoteBody>;

/**
 * Files one upload request may carry (the API's multipart plugin refuses more). Each is held in
 * memory until all have arrived, so this times the per-file limit bounds a request's memory.
 */
export const MAX_FILES_PER_UPLOAD = 10;

export const Attachment = Type.Object({
  id: Type.String(),
  filename: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  mime_type: Type.String(),
  uploaded_at: DateTime(),
});
export type Attachment = Static<typeof Attachment>;

export const AttachmentListAnswer = Type.Object({ attachments: Type.Array(Attachment, { description: 'Newest first' }) });
export type AttachmentListAnswer = Static<typeof AttachmentListAnswer>;
export const AttachmentParams = Type.Object({ id: Type.String({ description: 'Contact id' }), attachmentId: Type.String() });
