// Bulk edit of contacts: the contract's shapes and plain rules (view-rules.ts), for the remotes.
export type { BulkEdit, BulkEditBody, BulkEditChange } from '@meridian/contract';
export { BULK_EDIT_ACTIONS, BULK_EDIT_UNDO_MS, filterTags, type BulkEditAction } from '@meridian/contract';
