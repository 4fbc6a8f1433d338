import { Kysely } from 'kysely';
import { createDialect, type DialectName, type DialectOptions } from './dialect';
import type { Database } from './schema';

/** The open database. Only plugins, migrations and tests hold it; repositories get a TenantScope. */
export interface DbHandle {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  /** How it was opened: the import worker opens its own connection to the same database/schema. */
  readonly options: DialectOptions;
  /** A text that changes whenever any committed data may have changed, and never repeats (see createDialect). */
  dataVersion(): Promise<string>;
  close(): Promise<void>;
}

export type OpenDatabaseOptions = DialectOptions;

export function openDatabase(opts: OpenDatabaseOptions): DbHandle {
  const { name, dialect, dataVersion } = createDialect(opts);
  const db = new Kysely<Database>({ dialect });
  let closed: Promise<void> | undefined;
  return {
    db,
    dialect: name,
    options: { ...opts },
    dataVersion,
    // Idempotent: shutdown paths (signal + app close) may both call it.
    close: () => (closed ??= db.destroy()),
  };
}

export async function pingDatabase(handle: DbHandle): Promise<void> {
  await handle.db.selectNoFrom((eb) => eb.lit(1).as('ok')).execute();
}
