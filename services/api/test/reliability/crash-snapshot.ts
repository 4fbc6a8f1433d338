// What the crash test compares before and after the crash (an organisation's row counts, the
// indexes and triggers of the schema) and what it asks of the database after a restart.
import { sql } from 'kysely';
import { openSqlite } from '../../src/db/connection';
import type { Checks } from './checks';
import type { ScratchDatabase } from './scratch-db';

export interface Snapshot {
  counts: { rows: number; live: number; counter: number; companies: number };
  /** Every index and trigger, with its definition (PostgreSQL triggers: name only). */
  schema: string[];
}

const SCHEMA_OBJECTS = {
  sqlite: `select type || ' ' || name || ' ' || coalesce(sql, '') as o from sqlite_schema where type in ('index', 'trigger') order by name`,
  postgres: `select 'index ' || indexname || ' ' || indexdef as o from pg_indexes where schemaname = current_schema()
             union all select 'trigger ' || tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
             where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal order by 1`,
};

export async function snapshot(database: ScratchDatabase, org: string): Promise<Snapshot> {
  const handle = database.open();
  try {
    const one = async (query: string) => Number(Object.values((await sql.raw(query).execute(handle.db)).rows[0] as object)[0] ?? 0);
    const q = (text: string) => text.replace(/:org/g, `'${org}'`);
    const counts = {
      rows: await one(q('select count(*) from contacts where org_slug = :org')),
      live: await one(q('select count(*) from contacts where org_slug = :org and deleted_at is null')),
      counter: await one(q('select coalesce(max(live), 0) from contact_counts where org_slug = :org')),
      companies: await one(q('select count(*) from companies where org_slug = :org')),
    };
    const objects = (await sql.raw<{ o: string }>(SCHEMA_OBJECTS[handle.dialect]).execute(handle.db)).rows.map((r) => r.o);
    return { counts, schema: objects };
  } finally {
    await handle.close();
  }
}

/** SQLite: integrity_check and foreign keys. Both: every counter row equals its organisation's live contacts. */
export async function databaseSoundness(checks: Checks, database: ScratchDatabase): Promise<void> {
  if (!database.options.databaseUrl) {
    const db = openSqlite(database.options);
    try {
      checks.equal('crash: SQLite PRAGMA integrity_check', db.pragma('integrity_check', { simple: true }), 'ok');
      checks.none('crash: SQLite PRAGMA foreign_key_check', db.pragma('foreign_key_check') as unknown[]);
    } finally {
      db.close();
    }
  }
  const handle = database.open();
  try {
    const drift = await sql
      .raw<{ org_slug: string }>(
        `select c.org_slug, c.live, count(k.id) as n from contact_counts c left join contacts k
           on k.org_slug = c.org_slug and k.deleted_at is null group by c.org_slug, c.live having c.live <> count(k.id)`,
      )
      .execute(handle.db);
    checks.none(`crash: ${handle.dialect} contact_counts agree with the contacts`, drift.rows);
    const shown = `deleted_at is null and owner_id is not null and (import_id is null or import_id not in (select id from pending_imports))`;
    const ownerDrift = await sql
      .raw<{ org_slug: string }>(
        `select k.org_slug, k.owner_id, k.n, coalesce(c.live, 0) as live
           from (select org_slug, owner_id, count(*) as n from contacts where ${shown} group by org_slug, owner_id) k
           left join contact_owner_counts c on c.org_slug = k.org_slug and c.owner_id = k.owner_id
           where coalesce(c.live, 0) <> k.n
         union all
         select c.org_slug, c.owner_id, 0, c.live from contact_owner_counts c
           where c.live <> 0 and not exists (select 1 from contacts where org_slug = c.org_slug and owner_id = c.owner_id and ${shown})`,
      )
      .execute(handle.db);
    checks.none(`crash: ${handle.dialect} contact_owner_counts agree with the contacts`, ownerDrift.rows);
    if (handle.dialect === 'postgres') {
      const invalid = await sql
        .raw(
          `select c.relname from pg_index i join pg_class c on c.oid = i.indexrelid where c.relnamespace = current_schema()::regnamespace and not i.indisvalid`,
        )
        .execute(handle.db);
      checks.none('crash: PostgreSQL indexes all valid', invalid.rows);
    }
  } finally {
    await handle.close();
  }
}
