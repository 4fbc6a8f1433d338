// What a bulk edit of contacts did (docs/ARCHITECTURE.md §5 "Bulk edit"):
// - bulk_edits: one row per edit: its change, its progress, its outcome, until when it can be
//   undone. `running_org` holds the organisation's slug while the edit (or its undo) runs, null
//   otherwise: its unique index lets one organisation run one bulk edit at a time, on both
//   databases (several nulls never clash).
// - bulk_edit_moves: per edit, per contact it changed, the values before and after (JSON of the
//   columns the action writes; a stage edit: the entry's stage, pipeline and entered_at). Written in the batch that changes the
//   contacts, so a failure or a crash part-way can put back exactly what was changed; the undo
//   reads them too. `id` is the contact's id.
// bulk_edits moves the organisation's data version (0010) like every tenant table; the moves do
// not, for the audit trail's reason (0017): they are only written beside contacts' changes.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const OPS = { insert: { sqlite: 'ai', row: 'new' }, update: { sqlite: 'au', row: 'new' }, delete: { sqlite: 'ad', row: 'old' } } as const;

/** 0010's triggers on bulk_edits (its functions exist on PostgreSQL). */
async function createVersionTriggers(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const [op, { sqlite, row }] of Object.entries(OPS)) {
    if (dialect === 'postgres') {
      await run(
        db,
        `create or replace trigger org_versions_${op} after ${op} on bulk_edits referencing ${row} table as changed ` +
          `for each statement execute function org_versions_${op}()`,
      );
    } else {
      await run(
        db,
        `create trigger if not exists org_versions_bulk_edits_${sqlite} after ${op} on bulk_edits begin
           insert into org_versions (org_slug, shard, version) values (${row}.org_slug, 0, 1)
             on conflict (org_slug, shard) do update set version = version + 1; end`,
      );
    }
  }
}

export function bulkEdits(dialect: DialectName): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('bulk_edits')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('change', 'text', (c) => c.notNull())
        .addColumn('owner_only', 'text')
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('processed', 'integer', (c) => c.notNull())
        .addColumn('changed', 'integer', (c) => c.notNull())
        .addColumn('undone', 'integer')
        .addColumn('error', 'text')
        .addColumn('running_org', 'text')
        .addColumn('heartbeat_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('undo_until', 'text')
        .addPrimaryKeyConstraint('bulk_edits_pkey', ['org_slug', 'id'])
        .execute();
      await run(db, 'create unique index if not exists bulk_edits_running_idx on bulk_edits (running_org)');
      await db.schema
        .createTable('bulk_edit_moves')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('edit_id', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addPrimaryKeyConstraint('bulk_edit_moves_pkey', ['org_slug', 'edit_id', 'id'])
        .execute();
      await createVersionTriggers(db, dialect);
    },
    async down(db) {
      await db.schema.dropTable('bulk_edit_moves').ifExists().execute();
      await db.schema.dropTable('bulk_edits').ifExists().execute();
    },
  };
}
