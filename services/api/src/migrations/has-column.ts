import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';

/** Whether the table has the column, in the current schema (not db.introspection: on PostgreSQL it lists every schema's tables). */
export async function hasColumn(db: Kysely<any>, dialect: DialectName, table: string, column: string): Promise<boolean> {
  const { rows } =
    dialect === 'postgres'
      ? await sql`select 1 from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(
          db,
        )
      : await sql`select 1 from pragma_table_info(${table}) where name = ${column}`.execute(db);
  return rows.length > 0;
}
