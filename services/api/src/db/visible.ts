// Rows an import is still writing are hidden (migration 0013): written batch by batch under the
// import's id, they stay out of every read and write of the API until the import's last step
// deletes its pending_imports row, which shows all of them at once. TenantScope adds this
// condition to every query it starts from contacts or companies.
import { sql, type Expression, type SqlBool } from 'kysely';

export type ImportedTable = 'contacts' | 'companies';

export const IMPORTED_TABLES: readonly string[] = ['contacts', 'companies'] satisfies readonly ImportedTable[];

/** True for a row no pending import holds. pending_imports holds a few rows at most: ids are unique across organisations. */
export function visibleRow(table: ImportedTable): Expression<SqlBool> {
  const column = sql.ref(`${table}.import_id`);
  return sql<SqlBool>`(${column} is null or ${column} not in (select id from pending_imports))`;
}
