// The bulk_edits rows (migration 0023): an edit's change, progress and outcome as
// GET /contacts/bulk-edits/:id shows them. `running_org` is the organisation's slug while the edit
// or its undo runs: its unique index refuses a second one (409 bulk_edit_running).
import type { BulkEdit, BulkEditChange } from '@meridian/contract';
import type { Selectable } from 'kysely';
import type { BulkEditsTable } from '../db/schema-bulk-edits';
import type { TenantScope } from '../db/tenant-scope';
import { conflict } from '../errors';

export type BulkEditRow = Selectable<BulkEditsTable>;

/** A unique index refused the row (SQLite's constraint codes, PostgreSQL's 23505). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT'));
}

export function answerOf(row: BulkEditRow): BulkEdit {
  return {
    id: row.id,
    status: row.status as BulkEdit['status'],
    total: row.total,
    processed: row.processed,
    changed: row.changed,
    ...(row.undone !== null && { undone: row.undone }),
    undo_until: row.undo_until,
    error: row.error,
  };
}

export interface NewEdit {
  id: string;
  change: BulkEditChange;
  ownerOnly: string | undefined;
  total: number;
  createdBy: string | null;
}

export function bulkEditsRepository(scope: TenantScope) {
  return {
    /** The edit's row, running: 409 bulk_edit_running when another of the organisation's runs. */
    async create(edit: NewEdit, now: string): Promise<void> {
      try {
        await scope
          .insertInto('bulk_edits', {
            id: edit.id,
            status: 'running',
            action: edit.change.action,
            change: JSON.stringify(edit.change),
            owner_only: edit.ownerOnly ?? null,
            total: edit.total,
            processed: 0,
            changed: 0,
            undone: null,
            error: null,
            running_org: scope.orgSlug,
            heartbeat_at: now,
            created_by: edit.createdBy,
            created_at: now,
            finished_at: null,
            undo_until: null,
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('bulk_edit_running');
        throw error;
      }
    },

    find(id: string): Promise<BulkEditRow | undefined> {
      return scope.selectFrom('bulk_edits').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Whether one of the organisation's edits (or undos) is running. */
    async running(): Promise<boolean> {
      return Boolean(await scope.selectFrom('bulk_edits').select('id').where('running_org', '=', scope.orgSlug).executeTakeFirst());
    },

    /** Progress of a running edit (or undo), with its heartbeat. */
    async progress(id: string, set: { processed?: number; changed?: number; undone?: number; total?: number }): Promise<void> {
      await scope
        .updateTable('bulk_edits')
        .set({ ...set, heartbeat_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Ends the edit or its undo: the slot of the organisation is free again. */
    async end(id: string, set: { status: BulkEdit['status']; error?: string | null; undo_until?: string | null }): Promise<void> {
      const now = new Date().toISOString();
      await scope
        .updateTable('bulk_edits')
        .set({ ...set, running_org: null, finished_at: now, heartbeat_at: now })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Takes a done edit into its undo, if still in time: 'started', or why not ('expired': past
     * undo_until; 'ended': not done, or undone already; 'running': another edit of the organisation runs).
     */
    async startUndo(id: string, now: string): Promise<'started' | 'expired' | 'ended' | 'running'> {
      try {
        const result = await scope
          .updateTable('bulk_edits')
          .set({ status: 'undoing', undone: 0, running_org: scope.orgSlug, heartbeat_at: now })
          .where('id', '=', id)
          .where('status', '=', 'done')
          .where('undo_until', '>', now)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) return 'started';
      } catch (error) {
        if (isUniqueViolation(error)) return 'running';
        throw error;
      }
      const row = await scope.selectFrom('bulk_edits').select(['status', 'undo_until']).where('id', '=', id).executeTakeFirst();
      return row?.status === 'done' ? 'expired' : 'ended';
    },
  };
}
