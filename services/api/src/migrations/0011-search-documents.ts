// Search scoped by organisation, with one meaning on both databases: each contact and
// company stores its search document (search_doc, made by db/search.ts: tagged, accent-free,
// lowercased words), indexed by SQLite FTS5 or a PostgreSQL GIN index of its words. They replace
// one shared FTS5 table per entity (SQLite: word prefixes) and pg_trgm indexes (PostgreSQL:
// substrings), where a search's time grew with other organisations' data.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';
import { SEARCH_COLUMNS, searchDocument, type SearchTable } from '../db/search';
import { createSearchIndexes, dropSearchIndexes } from '../db/search-indexes';
import * as legacy from './column-search-indexes';
import { hasColumn } from './has-column';

const TABLES: readonly SearchTable[] = ['contacts', 'companies'];
const BATCH = 1_000;

/** Fills search_doc of the rows that have none, a batch at a time in primary key order. */
async function backfill(db: Kysely<any>, table: SearchTable): Promise<void> {
  const columns = SEARCH_COLUMNS[table];
  let after: { org_slug: string; id: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom(table)
      .select(['org_slug', 'id', ...columns])
      .where('search_doc', 'is', null);
    if (after) {
      const { org_slug, id } = after;
      query = query.where((eb) => eb(eb.refTuple('org_slug', 'id'), '>', eb.tuple(org_slug, id)));
    }
    const rows: Record<string, string | null>[] = await query.orderBy('org_slug').orderBy('id').limit(BATCH).execute();
    if (rows.length === 0) return;
    // One statement per batch: `values` names its columns column1, column2… on both databases.
    const values = rows.map((r) => sql`(${r.org_slug}, ${r.id}, ${searchDocument(table, r.org_slug!, r)})`);
    await sql`update ${sql.table(table)} set search_doc = v.column3 from (values ${sql.join(values)}) as v
      where ${sql.ref(`${table}.org_slug`)} = v.column1 and ${sql.ref(`${table}.id`)} = v.column2`.execute(db);
    const last = rows[rows.length - 1]!;
    after = { org_slug: last.org_slug!, id: last.id! };
  }
}

export function searchDocuments(dialect: DialectName): Migration {
  return {
    async up(db) {
      // SQLite runs this outside a transaction: every step may meet its own half-done work.
      await legacy.dropSearchIndexes(db, dialect);
      for (const table of TABLES) {
        if (!(await hasColumn(db, dialect, table, 'search_doc'))) await db.schema.alterTable(table).addColumn('search_doc', 'text').execute();
        await backfill(db, table);
      }
      await createSearchIndexes(db, dialect);
    },
    async down(db) {
      await dropSearchIndexes(db, dialect);
      for (const table of TABLES) {
        if (await hasColumn(db, dialect, table, 'search_doc')) await db.schema.alterTable(table).dropColumn('search_doc').execute();
      }
      await legacy.createSearchIndexes(db, dialect, legacy.SQLITE_FTS_OPTIONS);
    },
  };
}
