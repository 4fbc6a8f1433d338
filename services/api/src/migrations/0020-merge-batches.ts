// What a merge of duplicates did, kept for its undo (docs/ARCHITECTURE.md §5 "Duplicates and
// merge"): merge_batches, one row per merge (the primary, the records merged into it and
// soft-deleted with the batch's own deleted_at stamp, the primary's values before, until when it
// can be undone), and merge_moves, one row per child row the merge moved to the primary (a note,
// a file, an activity, a deal, a history row, an audit event, a company's contact) with the
// record it came from. Both are forgotten once the undo window has passed.
//
// merge_batches moves the organisation's data version (0010) like every tenant table. merge_moves
// does not, for the audit trail's reason (0017): its rows are only written in a transaction that
// writes merge_batches too, and on SQLite a row trigger would add a write per moved row.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const OPS = { insert: { sqlite: 'ai', row: 'new' }, update: { sqlite: 'au', row: 'new' }, delete: { sqlite: 'ad', row: 'old' } } as const;

/** 0010's triggers on merge_batches (its functions exist on PostgreSQL). */
async function createVersionTriggers(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const [op, { sqlite, row }] of Object.entries(OPS)) {
    if (dialect === 'postgres') {
      await run(
        db,
        `create or replace trigger org_versions_${op} after ${op} on merge_batches referencing ${row} table as changed ` +
          `for each statement execute function org_versions_${op}()`,
      );
    } else {
      await run(
        db,
        `create trigger if not exists org_versions_merge_batches_${sqlite} after ${op} on merge_batches begin
           insert into org_versions (org_slug, shard, version) values (${row}.org_slug, 0, 1)
             on conflict (org_slug, shard) do update set version = version + 1; end`,
      );
    }
  }
}

export function mergeBatches(dialect: DialectName): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('merge_batches')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('record_type', 'text', (c) => c.notNull())
        .addColumn('primary_id', 'text', (c) => c.notNull())
        .addColumn('merged_ids', 'text', (c) => c.notNull())
        .addColumn('before', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('merge_batches_pkey', ['org_slug', 'id'])
        .execute();
      await db.schema
        .createTable('merge_moves')
        .ifNotExists()
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('batch_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('from_id', 'text')
        .addColumn('from_deal', 'text')
        .addPrimaryKeyConstraint('merge_moves_pkey', ['org_slug', 'batch_id', 'kind', 'id'])
        .execute();
      await createVersionTriggers(db, dialect);
    },
    async down(db) {
      await db.schema.dropTable('merge_moves').ifExists().execute();
      await db.schema.dropTable('merge_batches').ifExists().execute();
    },
  };
}
