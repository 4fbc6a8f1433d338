// The keys that two or more live records of an organisation share (migration 0019's key columns):
// the duplicate finder's candidates, before pending imports and record access are applied
// (repositories/duplicate-groups.ts does that for the few keys found here). Read from the key
// indexes alone, which hold live rows only.
//
// - PostgreSQL: one GROUP BY … HAVING count(*) > 1 over the index; the query runs on the
//   server, the API's thread only waits.
// - SQLite: better-sqlite3 runs every query on the API's one thread, and a GROUP BY over a
//   million index entries would hold it for half a second, every other organisation's request
//   waiting. So the index is read in order, CHUNK entries at a time (keyset over the key: the
//   chunk's last key first, then the keys shared up to it), giving the event loop back between
//   chunks: each is a few milliseconds of the thread. (Reading each chunk once, into a
//   materialised CTE giving its shared keys and its last, was slower and held the thread longer.)
import { sql } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';

/** The finder's tables and, per reason, the key column it groups by. */
export const DUPLICATE_KEYS = {
  contacts: { email: 'email_key', phone: 'phone_key', name: 'name_key' },
  companies: { name: 'name_key', domain: 'domain_key' },
} as const;
export type DuplicateTable = keyof typeof DUPLICATE_KEYS;
export type KeyColumn = { [T in DuplicateTable]: (typeof DUPLICATE_KEYS)[T][keyof (typeof DUPLICATE_KEYS)[T]] }[DuplicateTable];

/**
 * Index entries a SQLite chunk reads (twice: its last key, then the keys shared up to it): a few
 * milliseconds of the thread. At 20,000 another
 * organisation's p99 doubled on a busy machine (bench:duplicates); at 5,000 a million contacts
 * take no longer.
 */
export const CHUNK = 5_000;

/** Lets the event loop serve others (an await of a query alone does not: better-sqlite3 answers at once). */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Code-unit order, the same on both databases (PostgreSQL would sort by its collation). */
export const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface KeyRow {
  k: string;
}

async function postgresCandidates(scope: TenantScope, table: DuplicateTable, column: KeyColumn): Promise<string[]> {
  const t = sql.table(table);
  const c = sql.ref(column);
  const rows = await scope.statement(
    (org) => sql<KeyRow>`select ${c} as k from ${t} where org_slug = ${org} and deleted_at is null and ${c} is not null
      group by ${c} having count(*) > 1`,
  );
  return rows.map((row) => row.k);
}

async function sqliteCandidates(scope: TenantScope, table: DuplicateTable, column: KeyColumn, chunk: number): Promise<string[]> {
  const t = sql.table(table);
  const c = sql.ref(column);
  // The conditions of the partial index (migration 0019), so each read is a walk of that index alone.
  const live = (org: string) => sql`org_slug = ${org} and deleted_at is null and ${c} is not null`;
  const keys: string[] = [];
  let after: string | undefined;
  for (;;) {
    const from = after === undefined ? sql`` : sql`and ${c} > ${after}`;
    const [end] = await scope.statement((org) => sql<KeyRow>`select ${c} as k from ${t} where ${live(org)} ${from} order by ${c} limit 1 offset ${chunk - 1}`);
    const to = end ? sql`and ${c} <= ${end.k}` : sql``;
    const shared = await scope.statement(
      (org) => sql<KeyRow>`select ${c} as k from ${t} where ${live(org)} ${from} ${to} group by ${c} having count(*) > 1 order by ${c}`,
    );
    for (const row of shared) keys.push(row.k);
    if (!end) return keys;
    after = end.k;
    await nextTurn();
  }
}

/** The keys of `column` that two or more live rows of the organisation share (hidden imports and other owners included), in code-unit order. */
export async function candidateKeys(scope: TenantScope, table: DuplicateTable, column: KeyColumn, chunk = CHUNK): Promise<string[]> {
  const keys = scope.dialect === 'postgres' ? await postgresCandidates(scope, table, column) : await sqliteCandidates(scope, table, column, chunk);
  return keys.sort(byKey);
}
