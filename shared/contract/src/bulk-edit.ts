// Bulk edit of contacts (docs/PRODUCT.md §7 Bulk edit): the selection (ids) or every contact the
// list's filters match (filter, less except_ids); up to BULK_EDIT_SYNC_MAX in the request, more as
// a job with progress; all or nothing; undoable for BULK_EDIT_UNDO_MS (the API: plus its grace).
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, NullableString, REFUSE_OTHER_KEYS, StringEnum, Text } from './common';
import { ContactFilterProperties } from './filters';
import { BULK_EDIT_IDS_MAX } from './view-rules';

const tags = Text(1000, 'Comma-separated');

export const BulkEditChange = Type.Union([
  Type.Object(
    { action: Type.Literal('set_owner'), owner_id: NullableString({ maxLength: 200, description: 'A member; null for nobody' }) },
    { additionalProperties: false },
  ),
  Type.Object({ action: Type.Literal('add_tags'), tags }, { additionalProperties: false }),
  Type.Object({ action: Type.Literal('remove_tags'), tags }, { additionalProperties: false }),
  Type.Object(
    { action: Type.Literal('set_company'), company_id: NullableString({ maxLength: 100, description: 'A live company; null unlinks' }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { action: Type.Literal('set_stage'), stage_id: Text(100, "Adds contacts in no pipeline of the stage's pipeline to it, moves the others there") },
    { additionalProperties: false },
  ),
]);
export type BulkEditChange = Static<typeof BulkEditChange>;

export const BulkEditBody = Type.Object(
  {
    ids: Type.Optional(Type.Array(Text(100), { minItems: 1, maxItems: BULK_EDIT_IDS_MAX, description: 'The selected contacts; or send filter' })),
    // A misspelt key is refused, never dropped: it must not widen the edit to every contact.
    filter: Type.Optional(Type.Object(ContactFilterProperties, REFUSE_OTHER_KEYS)),
    except_ids: Type.Optional(Type.Array(Text(100), { maxItems: BULK_EDIT_IDS_MAX, description: 'With filter: matching contacts left out (unticked)' })),
    change: BulkEditChange,
  },
  { additionalProperties: false, description: 'Exactly one of ids and filter' },
);
export type BulkEditBody = Static<typeof BulkEditBody>;

export const BulkEditStatus = StringEnum(['running', 'done', 'failed', 'undoing', 'undone'] as const);

export const BulkEdit = Type.Object({
  id: Type.String({ description: 'The edit: its progress at GET /contacts/bulk-edits/{id}, its undo at POST /contacts/bulk-edits/{id}/undo' }),
  status: BulkEditStatus,
  total: Type.Integer({ minimum: 0, description: 'Contacts the edit covers' }),
  processed: Type.Integer({ minimum: 0 }),
  changed: Type.Integer({ minimum: 0, description: 'Contacts whose values changed (the others already had them)' }),
  undone: Type.Optional(
    Type.Integer({ minimum: 0, description: 'While and after an undo: the changed contacts put back so far (one changed again since keeps that change)' }),
  ),
  undo_until: Nullable(DateTime('The undo is refused after this time; null until done')),
  error: NullableString({ description: 'Why it failed (nothing was changed)' }),
});
export type BulkEdit = Static<typeof BulkEdit>;

export const BulkEditParams = Type.Object({ id: Text(100) });
