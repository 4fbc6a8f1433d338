// SQLite only. Without statistics SQLite assumes `org_slug = ?` matches 10 rows, so for a
// 500k-contact organisation it walks the whole sort index instead of using the full-text or
// company index: measured at 500k, one company's page took 740 ms and a rare search 80 ms,
// against under 1 ms with statistics. The app never runs ANALYZE (it takes seconds at that
// size, and averages over many small organisations would mislead again for the big one), so this
// writes the statistics of a large organisation by hand, the way SQLite documents for steering
// its planner ("Manual Control Of Query Plans Using SQLITE_STAT Tables"). PostgreSQL gathers
// its own statistics (autovacuum).
import { sql, type Kysely } from 'kysely';

const ORGANISATION = 100_000;
const TABLE = 1_000_000;

// sqlite_stat1 format: rows in the index, then rows matching each leading prefix of its columns.
// An index added to contacts later gets FALLBACK unless it is listed here.
const STATS: Record<string, number[]> = {
  sqlite_autoindex_contacts_1: [TABLE, ORGANISATION, 1], // primary key (org_slug, id)
  contacts_email_idx: [TABLE, ORGANISATION, 1],
  contacts_company_idx: [TABLE, ORGANISATION, 100],
  contacts_purge_idx: [TABLE / 100, 1],
  contacts_live_name_idx: [TABLE, ORGANISATION, 1_000, 10, 1],
  contacts_live_email_idx: [TABLE, ORGANISATION, 1, 1],
  contacts_live_company_idx: [TABLE, ORGANISATION, 100, 1],
  contacts_live_created_idx: [TABLE, ORGANISATION, 1, 1],
  // Migration 0021: the updated_at sort.
  contacts_live_updated_idx: [TABLE, ORGANISATION, 1, 1],
  // Migration 0021: few contacts lack an email; a third lack a phone; a fifth carry tags.
  contacts_no_email_idx: [TABLE / 100, ORGANISATION / 100, 1],
  contacts_no_phone_idx: [TABLE / 3, ORGANISATION / 3, 1],
  contacts_tagged_idx: [TABLE / 5, ORGANISATION / 5, 100, 100, 100],
  // Migration 0012: an organisation's contacts spread over some ten owners.
  contacts_owner_idx: [TABLE, ORGANISATION, ORGANISATION / 10, 1, 1],
  // Migration 0016: one owner's contacts by name.
  contacts_owner_name_idx: [TABLE, ORGANISATION, ORGANISATION / 10, 10, 1, 1],
  // Migration 0030: 0012's owner index with import_id, so an owner's live contacts are counted from it alone.
  contacts_owner_live_idx: [TABLE, ORGANISATION, ORGANISATION / 10, 1, 1, 1],
};

/** An unlisted index: organisation-sized first column, each further column 10 times narrower. */
function fallback(columns: number): number[] {
  return [TABLE, ...Array.from({ length: columns }, (_, i) => Math.max(1, ORGANISATION / 10 ** i))];
}

export async function writeContactPlannerStats(db: Kysely<any>): Promise<void> {
  // Creates sqlite_stat1 if it does not exist yet; also how SQLite reloads statistics.
  await sql`analyze sqlite_schema`.execute(db);
  const { rows: indexes } = await sql<{ name: string }>`select name from pragma_index_list('contacts')`.execute(db);
  await sql`delete from sqlite_stat1 where tbl = 'contacts'`.execute(db);
  for (const { name } of indexes) {
    const { rows: columns } = await sql<{ cid: number }>`select cid from pragma_index_info(${name})`.execute(db);
    const stat = (STATS[name] ?? fallback(columns.length)).join(' ');
    await sql`insert into sqlite_stat1 (tbl, idx, stat) values ('contacts', ${name}, ${stat})`.execute(db);
  }
  await sql`analyze sqlite_schema`.execute(db);
}

export async function dropContactPlannerStats(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where name = 'sqlite_stat1'`.execute(db);
  if (rows.length === 0) return;
  await sql`delete from sqlite_stat1 where tbl = 'contacts'`.execute(db);
  await sql`analyze sqlite_schema`.execute(db);
}
