// The members mirror learns roles and removals (docs/ARCHITECTURE.md §5, "Roles"): the role a
// member's token last carried, when they were removed (they leave the owner pickers), and the
// second before which their access tokens are refused. The index serves the revocation sync,
// which every API instance runs every 10 s over the rows changed lately, in every organisation.
import { sql, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { hasColumn } from './has-column';

export function memberRoles(dialect: DialectName): Migration {
  return {
    async up(db) {
      // Each step checked, so a half-applied SQLite migration can resume.
      // tokens_valid_after: epoch seconds, bigint on PostgreSQL so it outlives 2038.
      const columns = { role: 'text', removed_at: 'text', tokens_valid_after: dialect === 'postgres' ? 'bigint' : 'integer' } as const;
      for (const [column, type] of Object.entries(columns)) {
        if (!(await hasColumn(db, dialect, 'members', column))) await db.schema.alterTable('members').addColumn(column, type).execute();
      }
      await db.schema
        .createIndex('members_tokens_valid_after_idx')
        .ifNotExists()
        .on('members')
        .column('tokens_valid_after')
        .where(sql.ref('tokens_valid_after'), 'is not', null)
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex('members_tokens_valid_after_idx').ifExists().execute();
      for (const column of ['tokens_valid_after', 'removed_at', 'role']) await db.schema.alterTable('members').dropColumn(column).execute();
    },
  };
}
