// The keys that tell when two records are one person or one company (record-keys.ts of the
// contract): contacts.email_key (one contact per email in an organisation), phone_key and name_key;
// companies.name_key and domain_key. Computed in JavaScript (IDNA, accents) on every write and here
// for the rows already stored. The indexes hold live rows only, and none is unique: duplicates
// stored before the rule are listed by the duplicate finder, not refused here; the API checks the
// email rule itself on each write. The import's staged updates (import_updates) carry the keys
// they change too, so an "update existing" import moves them with the name, phone and company.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import { companyKeys, contactKeys } from '@meridian/contract';
import type { DialectName } from '../db/dialect';
import { hasColumn } from './has-column';

const BATCH = 1_000;

const TABLES = {
  contacts: { read: ['first', 'last', 'email', 'phone', 'company'], keys: ['email_key', 'phone_key', 'name_key'], make: contactKeys },
  companies: { read: ['name', 'website'], keys: ['name_key', 'domain_key'], make: companyKeys },
} as const;
type Table = keyof typeof TABLES;

const INDEXES: Record<string, string> = {
  contacts_email_key_idx: 'contacts (org_slug, email_key) where deleted_at is null and email_key is not null',
  contacts_phone_key_idx: 'contacts (org_slug, phone_key) where deleted_at is null and phone_key is not null',
  contacts_name_key_idx: 'contacts (org_slug, name_key) where deleted_at is null and name_key is not null',
  companies_name_key_idx: 'companies (org_slug, name_key) where deleted_at is null and name_key is not null',
  companies_domain_key_idx: 'companies (org_slug, domain_key) where deleted_at is null and domain_key is not null',
};

/** Fills the keys of every row, a batch at a time in primary key order (deleted rows too: a restore brings them back). */
async function backfill(db: Kysely<any>, table: Table): Promise<void> {
  const { read, keys, make } = TABLES[table];
  let after: { org_slug: string; id: string } | undefined;
  for (;;) {
    let query = db.selectFrom(table).select(['org_slug', 'id', ...read]);
    if (after) {
      const { org_slug, id } = after;
      query = query.where((eb) => eb(eb.refTuple('org_slug', 'id'), '>', eb.tuple(org_slug, id)));
    }
    const rows: Record<string, string | null>[] = await query.orderBy('org_slug').orderBy('id').limit(BATCH).execute();
    if (rows.length === 0) return;
    const values = rows.map((row) => {
      const made = make(row) as Record<string, string | null>;
      return sql`(${row.org_slug}, ${row.id}, ${sql.join(keys.map((key) => sql`cast(${made[key]} as text)`))})`;
    });
    const set = sql.join(keys.map((key, i) => sql`${sql.ref(key)} = ${sql.ref(`v.column${i + 3}`)}`));
    await sql`update ${sql.table(table)} set ${set} from (values ${sql.join(values)}) as v
      where ${sql.ref(`${table}.org_slug`)} = v.column1 and ${sql.ref(`${table}.id`)} = v.column2`.execute(db);
    const last = rows[rows.length - 1]!;
    after = { org_slug: last.org_slug!, id: last.id! };
  }
}

const STAGED_KEYS = ['phone_key', 'name_key'] as const;

/** The staged updates of imports still running when this migration ran: few rows (only pending imports have any). */
async function stagedKeys(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const key of STAGED_KEYS)
    if (!(await hasColumn(db, dialect, 'import_updates', key))) await db.schema.alterTable('import_updates').addColumn(key, 'text').execute();
  const staged: Record<string, string | null>[] = await db
    .selectFrom('import_updates')
    .select(['org_slug', 'import_id', 'contact_id', 'first', 'last', 'phone', 'company'])
    .execute();
  for (const row of staged) {
    const { phone_key, name_key } = contactKeys(row);
    await db
      .updateTable('import_updates')
      .set({ phone_key, name_key })
      .where('org_slug', '=', row.org_slug)
      .where('import_id', '=', row.import_id)
      .where('contact_id', '=', row.contact_id)
      .execute();
  }
}

export function recordKeys(dialect: DialectName): Migration {
  return {
    async up(db) {
      for (const [table, { keys }] of Object.entries(TABLES) as [Table, (typeof TABLES)[Table]][]) {
        for (const key of keys) {
          if (!(await hasColumn(db, dialect, table, key))) await db.schema.alterTable(table).addColumn(key, 'text').execute();
        }
        await backfill(db, table);
      }
      for (const [name, on] of Object.entries(INDEXES)) await sql.raw(`create index if not exists ${name} on ${on}`).execute(db);
      await stagedKeys(db, dialect);
    },
    async down(db) {
      for (const name of Object.keys(INDEXES)) await sql.raw(`drop index if exists ${name}`).execute(db);
      for (const [table, { keys }] of Object.entries(TABLES) as [Table, (typeof TABLES)[Table]][]) {
        for (const key of keys) if (await hasColumn(db, dialect, table, key)) await db.schema.alterTable(table).dropColumn(key).execute();
      }
      for (const key of STAGED_KEYS)
        if (await hasColumn(db, dialect, 'import_updates', key)) await db.schema.alterTable('import_updates').dropColumn(key).execute();
    },
  };
}
