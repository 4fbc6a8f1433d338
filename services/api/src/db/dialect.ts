// The two databases the API runs on, and the small differences migrations need. Everything else
// that differs lives by concern: how to connect (connection.ts), the data version
// (data-version.ts), full-text search (search.ts for queries, search-indexes.ts for its tables).

export type DialectName = 'sqlite' | 'postgres';

export interface DialectOptions {
  /** Directory of the SQLite file `api.sqlite`; ignored when databaseUrl is set. */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL. */
  databaseUrl?: string;
  /** PostgreSQL only: schema put first on the search_path (tests give each file its own). */
  pgSchema?: string;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function binaryType(dialect: DialectName): 'blob' | 'bytea' {
  return dialect === 'postgres' ? 'bytea' : 'blob';
}
