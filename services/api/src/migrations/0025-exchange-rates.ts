// The exchange rates an admin keeps (docs/ARCHITECTURE.md §5 "Exchange rates"): per organisation,
// currency and date, the units of the default currency one unit of the currency is worth, as
// decimal text (8 decimals at most; never a float). The key's order serves the one read: an
// organisation's rates by currency, the newest date first. Writes move the organisation's data
// version like the settings' (0012): cached boards embed the converted totals.
// Idempotent like every migration (SQLite runs them outside a transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../db/dialect';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const OPS = { insert: { sqlite: 'ai', row: 'new' }, update: { sqlite: 'au', row: 'new' }, delete: { sqlite: 'ad', row: 'old' } } as const;

/** 0010's triggers on exchange_rates (its functions exist on PostgreSQL). */
async function createVersionTriggers(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const [op, { sqlite, row }] of Object.entries(OPS)) {
    if (dialect === 'postgres') {
      await run(
        db,
        `create or replace trigger org_versions_${op} after ${op} on exchange_rates referencing ${row} table as changed ` +
          `for each statement execute function org_versions_${op}()`,
      );
    } else {
      await run(
        db,
        `create trigger if not exists org_versions_exchange_rates_${sqlite} after ${op} on exchange_rates begin
           insert into org_versions (org_slug, shard, version) values (${row}.org_slug, 0, 1)
             on conflict (org_slug, shard) do update set version = version + 1; end`,
      );
    }
  }
}

export function exchangeRates(dialect: DialectName): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('exchange_rates')
        .ifNotExists()
        .addColumn('org_slug', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('valid_from', 'text', (c) => c.notNull())
        .addColumn('rate', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .addPrimaryKeyConstraint('exchange_rates_pkey', ['org_slug', 'currency', 'valid_from'])
        .execute();
      await createVersionTriggers(db, dialect);
    },
    async down(db) {
      // Its version triggers go with it, on both databases.
      await db.schema.dropTable('exchange_rates').ifExists().execute();
    },
  };
}
