// Each member's own preferences (GET/PUT /me/preferences): one row per (organisation, user) once
// they chose something. The user id is the token's subject; nothing else reads or writes a row.
import type { Kysely, Migration } from 'kysely';

export const userPreferences: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('user_preferences')
      .ifNotExists()
      .addColumn('org_slug', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('language', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_preferences_pkey', ['org_slug', 'user_id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('user_preferences').ifExists().execute();
  },
};
