// Full-text search over contacts and companies: what is searched, and the WHERE condition a
// repository adds for a search term. The tables and indexes behind it are in search-indexes.ts
// (SQLite FTS5 tables kept in sync by triggers; PostgreSQL pg_trgm GIN indexes).
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectName } from './dialect';

export interface SearchTarget {
  table: 'contacts' | 'companies';
  columns: readonly string[];
  /** Columns that may be null (coalesced so one null does not blank the whole document). */
  nullable: readonly string[];
}

export const SEARCH: Record<'contacts' | 'companies', SearchTarget> = {
  contacts: { table: 'contacts', columns: ['first', 'last', 'email', 'company'], nullable: ['email', 'company'] },
  companies: { table: 'companies', columns: ['name', 'industry', 'description'], nullable: ['industry', 'description'] },
};

/** PostgreSQL: one lowercased text per row; the query must repeat the indexed expression. */
export function pgDocument(t: SearchTarget, qualify: boolean): string {
  const parts = t.columns.map((c) => {
    const col = qualify ? `${t.table}.${c}` : c;
    return t.nullable.includes(c) ? `coalesce(${col}, '')` : col;
  });
  return `lower(${parts.join(` || ' ' || `)})`;
}

/** Words of a search term, split the way FTS5's unicode61 tokenizer splits text. */
export function searchWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * A WHERE condition matching rows of `table` whose searchable text contains every word of
 * `term` (SQLite: as a word prefix; PostgreSQL: as a substring). A term without words matches all.
 */
export function searchCondition(dialect: DialectName, table: 'contacts' | 'companies', term: string): Expression<SqlBool> {
  const words = searchWords(term);
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  const t = SEARCH[table];
  if (dialect === 'postgres') {
    const doc = sql.raw(pgDocument(t, true));
    // Words hold only letters and digits, so they need no LIKE escaping.
    return sql<SqlBool>`(${sql.join(
      words.map((w) => sql`${doc} like ${`%${w}%`}`),
      sql` and `,
    )})`;
  }
  const query = words.map((w) => `"${w}"*`).join(' ');
  return sql<SqlBool>`${sql.ref(`${t.table}.rowid`)} in (select rowid from ${sql.table(`${t.table}_fts`)} where ${sql.table(`${t.table}_fts`)} match ${query})`;
}
