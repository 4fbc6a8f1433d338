// Saved views of the contact and company lists (docs/ARCHITECTURE.md §5 "Saved views"):
// - saved_views: a member's named filters, sort, columns and layout of one list (`object`),
//   private to its creator or shared with the organisation; `settings` is the contract's
//   ViewSettings as JSON text. The built-in "All" view of each list is never stored.
// - view_defaults: the view each member opens a list on, one row per (organisation, member,
//   list) once they picked one; a row naming a view they can no longer see reads as 'all'.
// Neither moves the organisation's data version (0010): no cached answer reads them, and saving a
// view must not throw away the organisation's cached lists.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';

const INDEXES: Record<string, string> = {
  // GET /views: the list's shared views and the caller's own (at most VIEWS_PER_MEMBER_MAX each).
  saved_views_list_idx: 'saved_views (org_slug, object, shared, created_by)',
  // The per-member cap, and a removed member's private views.
  saved_views_creator_idx: 'saved_views (org_slug, created_by, object)',
  // A deleted view's defaults.
  view_defaults_view_idx: 'view_defaults (org_slug, view_id)',
};

export const savedViews: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('saved_views')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('org_slug', 'text', (c) => c.notNull())
      .addColumn('object', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('shared', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('saved_views_pkey', ['org_slug', 'id'])
      .execute();
    await db.schema
      .createTable('view_defaults')
      .ifNotExists()
      .addColumn('org_slug', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('object', 'text', (c) => c.notNull())
      .addColumn('view_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('view_defaults_pkey', ['org_slug', 'user_id', 'object'])
      .execute();
    for (const [name, target] of Object.entries(INDEXES)) await sql.raw(`create index if not exists ${name} on ${target}`).execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('view_defaults').ifExists().execute();
    await db.schema.dropTable('saved_views').ifExists().execute();
  },
};
