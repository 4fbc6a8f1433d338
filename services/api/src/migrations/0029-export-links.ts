// One-use download links of an organisation's export (docs/ARCHITECTURE.md §5 "Organisation export
// and import"): a browser's download cannot send the bearer token, so an owner asks for a link
// valid 60 s and the public download route spends it. Only the secret's sha256 is kept (a copy of
// the database opens no export). Not versioned (0010): no cached answer reads it.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';

export const exportLinks: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('export_links')
      .ifNotExists()
      .addColumn('token_hash', 'text', (c) => c.notNull().primaryKey())
      .addColumn('org_slug', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    // Each new link removes its organisation's spent and expired ones.
    await sql`create index if not exists export_links_org_idx on export_links (org_slug, expires_at)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('export_links').ifExists().execute();
  },
};
