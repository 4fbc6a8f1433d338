// Pipeline support: race-safe creation of the default pipeline and the board's column index.
// Idempotent (`if not exists`), like every migration: SQLite runs them outside a transaction.
import { sql, type Kysely, type Migration } from 'kysely';

export function pipelineIndexes(): Migration {
  return {
    async up(db: Kysely<any>) {
      // At most one 'Default Sales Pipeline' per organisation: of two concurrent first calls, the
      // second insert (ON CONFLICT DO NOTHING) does nothing. The literal is fixed here on purpose:
      // a shipped migration must not follow later edits of the runtime constant.
      await db.schema
        .createIndex('pipelines_default_key')
        .ifNotExists()
        .unique()
        .on('pipelines')
        .column('org_slug')
        .where(sql.raw<boolean>(`name = 'Default Sales Pipeline'`))
        .execute();
      // A board column is a walk of this index (newest arrival first); with contact_id at the end
      // the per-stage counts read only the index, never the entry rows.
      await db.schema
        .createIndex('pipeline_entries_board_idx')
        .ifNotExists()
        .on('pipeline_entries')
        .columns(['org_slug', 'pipeline_id', 'stage_id', 'entered_at', 'id', 'contact_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('pipeline_entries_board_idx').ifExists().execute();
      await db.schema.dropIndex('pipelines_default_key').ifExists().execute();
    },
  };
}
