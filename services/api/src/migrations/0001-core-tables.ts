// Every table of the product, created at once so feature work never races on schema changes.
// Primary keys are (org_slug, id) and child tables reference (org_slug, parent_id): the database
// itself refuses a row pointing at another organisation's record, and the layout lets a Citus
// deployment distribute every table by org_slug. All DDL is `if not exists` because SQLite runs
// migrations outside a transaction: a half-applied migration can simply run again.
import { sql, type CreateTableBuilder, type Kysely, type Migration, type SqlBool } from 'kysely';
import { binaryType, type DialectName } from '../db/dialect';

// Column names are not tracked at the type level here: the schema types live in db/schema.ts.
type Table = CreateTableBuilder<any, any>;

/** id + org_slug + the composite primary key every table shares. */
function tenantTable(db: Kysely<any>, name: string): Table {
  return db.schema
    .createTable(name)
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('org_slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pkey`, ['org_slug', 'id']) as Table;
}

/** A composite foreign key to `(org_slug, id)` of `parent`, cascading a purge of the parent. */
function belongsTo(table: Table, name: string, column: string, parent: string): Table {
  return table.addForeignKeyConstraint(name, ['org_slug', column], parent, ['org_slug', 'id'], (fk) => fk.onDelete('cascade')) as Table;
}

async function index(db: Kysely<any>, name: string, table: string, columns: string, opts: { unique?: boolean; where?: string } = {}) {
  let builder = db.schema.createIndex(name).ifNotExists().on(table).expression(sql.raw(columns));
  if (opts.unique) builder = builder.unique();
  if (opts.where) builder = builder.where(sql.raw<SqlBool>(opts.where));
  await builder.execute();
}

export function coreTables(dialect: DialectName): Migration {
  return {
    async up(db) {
      // company is the free-text name; company_id has no foreign key because a composite key
      // cannot SET NULL only one of its columns portably: purging a company clears it in code.
      await tenantTable(db, 'contacts')
        .addColumn('first', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('company', 'text')
        .addColumn('company_id', 'text')
        .addColumn('tags', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      await index(db, 'contacts_list_idx', 'contacts', 'org_slug, deleted_at, last, first');
      await index(db, 'contacts_email_idx', 'contacts', 'org_slug, lower(email)');
      await index(db, 'contacts_company_idx', 'contacts', 'org_slug, company_id');
      await index(db, 'contacts_created_idx', 'contacts', 'org_slug, created_at');
      await index(db, 'contacts_purge_idx', 'contacts', 'deleted_at', { where: 'deleted_at is not null' });

      await tenantTable(db, 'companies')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('website', 'text')
        .addColumn('phone', 'text')
        .addColumn('email', 'text')
        .addColumn('address', 'text')
        .addColumn('industry', 'text')
        .addColumn('size', 'text')
        .addColumn('logo_url', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      await index(db, 'companies_list_idx', 'companies', 'org_slug, deleted_at, name');
      // Import resolves companies by name, case-insensitively.
      await index(db, 'companies_name_idx', 'companies', 'org_slug, lower(name)');
      await index(db, 'companies_created_idx', 'companies', 'org_slug, created_at');
      await index(db, 'companies_purge_idx', 'companies', 'deleted_at', { where: 'deleted_at is not null' });

      await belongsTo(tenantTable(db, 'notes'), 'notes_contact_fkey', 'contact_id', 'contacts')
        .addColumn('contact_id', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'notes_contact_idx', 'notes', 'org_slug, contact_id, created_at');

      await belongsTo(tenantTable(db, 'attachments'), 'attachments_contact_fkey', 'contact_id', 'contacts')
        .addColumn('contact_id', 'text', (c) => c.notNull())
        .addColumn('filename', 'text', (c) => c.notNull())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('data', binaryType(dialect), (c) => c.notNull())
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'attachments_contact_idx', 'attachments', 'org_slug, contact_id, uploaded_at');

      await tenantTable(db, 'pipelines')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'pipelines_created_idx', 'pipelines', 'org_slug, created_at');

      await belongsTo(tenantTable(db, 'stages'), 'stages_pipeline_fkey', 'pipeline_id', 'pipelines')
        .addColumn('pipeline_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await index(db, 'stages_pipeline_idx', 'stages', 'org_slug, pipeline_id, position');

      let entries = tenantTable(db, 'pipeline_entries');
      entries = belongsTo(entries, 'pipeline_entries_pipeline_fkey', 'pipeline_id', 'pipelines');
      entries = belongsTo(entries, 'pipeline_entries_stage_fkey', 'stage_id', 'stages');
      entries = belongsTo(entries, 'pipeline_entries_contact_fkey', 'contact_id', 'contacts');
      await entries
        .addColumn('pipeline_id', 'text', (c) => c.notNull())
        .addColumn('stage_id', 'text', (c) => c.notNull())
        .addColumn('contact_id', 'text', (c) => c.notNull())
        .addColumn('entered_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        // A contact sits in at most one stage of one pipeline (docs/PRODUCT.md §4 "Contact in pipeline").
        .addUniqueConstraint('pipeline_entries_contact_key', ['org_slug', 'contact_id'])
        .execute();
      await index(db, 'pipeline_entries_stage_idx', 'pipeline_entries', 'org_slug, stage_id');
      await index(db, 'pipeline_entries_pipeline_idx', 'pipeline_entries', 'org_slug, pipeline_id');

      // stage_id has no foreign key: history outlives stages and keeps the name it had then.
      let history = tenantTable(db, 'pipeline_history');
      history = belongsTo(history, 'pipeline_history_contact_fkey', 'contact_id', 'contacts');
      history = belongsTo(history, 'pipeline_history_pipeline_fkey', 'pipeline_id', 'pipelines');
      await history
        .addColumn('contact_id', 'text', (c) => c.notNull())
        .addColumn('pipeline_id', 'text', (c) => c.notNull())
        .addColumn('stage_id', 'text')
        .addColumn('stage_name', 'text', (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .addColumn('changed_by', 'text')
        .addColumn('notes', 'text')
        .execute();
      await index(db, 'pipeline_history_contact_idx', 'pipeline_history', 'org_slug, contact_id, changed_at');
      await index(db, 'pipeline_history_pipeline_idx', 'pipeline_history', 'org_slug, pipeline_id');
    },

    async down(db) {
      // Children first, so the foreign keys never block a drop.
      for (const table of ['pipeline_history', 'pipeline_entries', 'stages', 'pipelines', 'attachments', 'notes', 'companies', 'contacts']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
