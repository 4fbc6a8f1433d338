import { sql, type Kysely } from 'kysely';

// Roles on memberships and the invitations an admin sends. Schema builder and text columns only,
// like 001, so it runs on SQLite and PostgreSQL alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('memberships')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .execute();
  // Before roles every member could do everything: the memberships that exist keep that (each
  // organisation's first user, and whoever was added beside them, is an owner); an owner can then
  // give the others a narrower role. New memberships default to member.
  await sql`UPDATE memberships SET role = 'owner'`.execute(db);

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_slug', 'text', (c) => c.notNull().references('organisations.slug').onDelete('cascade'))
    // Lower-cased on the way in; the account it becomes uses the same address.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    // sha256 of the link's random token (as refresh tokens): a database leak cannot be replayed.
    .addColumn('token_hash', 'text', (c) => c.notNull())
    // The inviter's user id, and their name as it was (the inviter may leave later).
    .addColumn('invited_by', 'text')
    .addColumn('invited_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('invitations_token_idx').on('invitations').column('token_hash').unique().execute();
  await db.schema.createIndex('invitations_org_email_idx').on('invitations').columns(['org_slug', 'email']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invitations').ifExists().execute();
  await db.schema.alterTable('memberships').dropColumn('role').execute();
}
