// The version of an organisation's data, for reusing answers built from it (plugins/cached-answers.ts):
// the sum of its org_versions rows, which triggers move inside every transaction that changes
// its data (migration 0010). Counters only grow, so neither does the sum ever go back.
//
// Why a cached answer is never stale: the version V is read before the answer's queries. A write
// that committed before V was read is counted in V and seen by the queries (which start after);
// one that commits later moves the version past V, so whoever reads the version after that commit
// no longer finds the answer kept at V. This needs a read that sees only committed rows:
// - PostgreSQL (read committed): every statement's snapshot holds exactly the committed rows,
//   from any backend, any API instance.
// - SQLite: a read on a connection outside a transaction sees every commit (other connections'
//   too: the import worker, another process). The API's own connection is read beside Kysely
//   (no query building, no wait behind other queries), except while it is inside one of its own
//   transactions: that would count changes not yet committed, which a rollback could later hand
//   to different data. Then it is read through Kysely, which waits for the transaction to end.
import type BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Pool } from 'pg';

/** Versions of the organisations asked for (0 for one that never changed). */
type ReadVersions = (orgSlugs: string[]) => Promise<Map<string, number>>;

const VERSIONS_OF = 'select org_slug, sum(version) as v from org_versions where org_slug in (select value from json_each(?)) group by org_slug';

export function postgresOrgVersions(pool: Pool): (orgSlug: string) => Promise<number> {
  const query = {
    name: 'meridian-org-versions',
    text: 'select org_slug, sum(version)::int8 as v from org_versions where org_slug = any($1::text[]) group by org_slug',
  };
  return sharedReads(async (orgSlugs) => {
    const { rows } = await pool.query<{ org_slug: string; v: number }>(query, [orgSlugs]);
    return new Map(rows.map((r) => [r.org_slug, Number(r.v)]));
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- org_versions is not in the typed schema
export function sqliteOrgVersions(database: BetterSqlite3.Database, db: Kysely<any>): (orgSlug: string) => Promise<number> {
  let versionsOf: BetterSqlite3.Statement | undefined; // prepared at first use: the table comes with the migrations
  return sharedReads(async (orgSlugs) => {
    const list = JSON.stringify(orgSlugs);
    const rows = database.inTransaction
      ? (
          await sql<{ org_slug: string; v: number }>`select org_slug, sum(version) as v from org_versions
            where org_slug in (select value from json_each(${list})) group by org_slug`.execute(db)
        ).rows
      : ((versionsOf ??= database.prepare(VERSIONS_OF)).all(list) as { org_slug: string; v: number }[]);
    return new Map(rows.map((r) => [r.org_slug, Number(r.v)]));
  });
}

/**
 * One read for all who ask before it is made, of every organisation they asked for: it is made
 * after every one of them asked, which is all a caller needs. Under load, one read serves a whole
 * turn of the event loop (on PostgreSQL a round trip each request would otherwise pay).
 */
export function sharedReads(read: ReadVersions): (orgSlug: string) => Promise<number> {
  let next: { orgSlugs: Set<string>; versions: Promise<Map<string, number>> } | undefined;
  return (orgSlug) => {
    if (!next) {
      const orgSlugs = new Set<string>();
      const versions = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        next = undefined; // who asks from now on waits for a later read
        return read([...orgSlugs]);
      });
      next = { orgSlugs, versions };
    }
    next.orgSlugs.add(orgSlug);
    return next.versions.then((versions) => versions.get(orgSlug) ?? 0);
  };
}
