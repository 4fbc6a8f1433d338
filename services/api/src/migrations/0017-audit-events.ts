// The audit trail: one row per change (who, when, what, each changed field old → new), written by
// repositories/audit-log.ts in the transaction of the change itself. Rows are only ever inserted.
//
// No trigger moves the organisation's data version (0010) on this table: every event is written
// inside a transaction that changes a versioned table already (a contact, a note, the settings, the
// members mirror, an import's last step), so the version moves once with the change; a trigger here
// would only add a second write to every change. The audit answers are not cached either.
//
// Every page is newest first and keyset-paged on (at, id), so each index ends with them. Each
// B-tree an event touches costs every change a page written at its commit (and copied again by
// the checkpoint), so there are few:
// - the organisation's log (and its date range): on SQLite the table itself, WITHOUT ROWID and
//   keyed (org_slug, at, id) (a rowid table would add the rowid tree and the key's index); on
//   PostgreSQL an index beside the (org_slug, id) key;
// - one record type, whose rare values (settings, stage, import, member) are the ones worth a filter;
// - a contact's and a company's timeline (partial: many events have neither).
// A member or an action alone walks the log's order: each is a large share of the log.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';

const INDEXES: Record<string, string> = {
  audit_events_type_idx: 'audit_events (org_slug, record_type, at, id)',
  audit_events_contact_idx: 'audit_events (org_slug, contact_id, at, id) where contact_id is not null',
  audit_events_company_idx: 'audit_events (org_slug, company_id, at, id) where company_id is not null',
};

export function auditEvents(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      const sqlite = dialect === 'sqlite';
      await db.schema
        .createTable('audit_events')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_name', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('record_type', 'text', (c) => c.notNull())
        .addColumn('record_id', 'text')
        .addColumn('record_name', 'text')
        .addColumn('contact_id', 'text')
        .addColumn('company_id', 'text')
        .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
        .addPrimaryKeyConstraint('audit_events_pkey', sqlite ? ['org_slug', 'at', 'id'] : ['org_slug', 'id'])
        .$call((table) => (sqlite ? table.modifyEnd(sql`without rowid`) : table))
        .execute();
      const indexes = sqlite ? INDEXES : { audit_events_at_idx: 'audit_events (org_slug, at, id)', ...INDEXES };
      for (const [name, definition] of Object.entries(indexes)) await sql.raw(`create index if not exists ${name} on ${definition}`).execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('audit_events').ifExists().execute();
    },
  };
}
