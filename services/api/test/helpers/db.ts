// A private database per test file: a temporary SQLite file, or (DATABASE_URL set) a fresh
// PostgreSQL schema, dropped afterwards. Other suites may share the PostgreSQL database, so nothing
// here touches objects it did not create. Each jest worker past the first has a database of its
// own beside DATABASE_URL's (<name>_w<worker>): Kysely's migrator reads every schema of its
// database, and another worker dropping its schema meanwhile would break that read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DbHandle } from '../../src/db/connection';
import { migrateToLatest } from '../../src/db/migrate';

export interface TestDatabase {
  handle: DbHandle;
  /** Closes the connection and deletes the file or schema. */
  destroy(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);

async function admin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: await databaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function ignoreAlreadyExists(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (err) {
    // Two suites creating the extension (or two workers a database) at once: one wins, the other may see a duplicate.
    if (!['23505', '42710', '42P04'].includes((err as { code?: string }).code ?? '')) throw err;
  }
}

const worker = Number(process.env.JEST_WORKER_ID ?? 1);
let workerDatabase: Promise<string> | undefined;

/** DATABASE_URL for the first worker; for the others their own database, created on first use. */
function databaseUrl(): Promise<string> {
  const url = new URL(process.env.DATABASE_URL!);
  if (worker <= 1) return Promise.resolve(url.href);
  workerDatabase ??= (async () => {
    const name = `${url.pathname.slice(1)}_w${worker}`;
    const client = new Client({ connectionString: url.href });
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!found.rowCount) await ignoreAlreadyExists(() => client.query(`create database "${name}"`));
    } finally {
      await client.end();
    }
    url.pathname = `/${name}`;
    return url.href;
  })();
  return workerDatabase;
}

export async function openTestDatabase(opts: { migrate?: boolean } = {}): Promise<TestDatabase> {
  let db: TestDatabase;
  if (usingPostgres) {
    const schema = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin(async (client) => {
      // In public, so dropping a test schema never drops the extension other schemas rely on.
      await ignoreAlreadyExists(() => client.query('create extension if not exists pg_trgm with schema public'));
      await client.query(`create schema "${schema}"`);
    });
    const handle = openDatabase({ dataDir: '', databaseUrl: await databaseUrl(), pgSchema: schema });
    db = {
      handle,
      async destroy() {
        await handle.close();
        await admin((client) => client.query(`drop schema if exists "${schema}" cascade`));
      },
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-api-'));
    const handle = openDatabase({ dataDir: dir });
    db = {
      handle,
      async destroy() {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (opts.migrate !== false) await migrateToLatest(db.handle);
  return db;
}

/**
 * The error a statement is refused with, as text. Not `rejects.toThrow()`: better-sqlite3 makes its
 * errors with the class of the first test file that loaded it in this process (a native addon is
 * loaded once), which jest's matcher of a later file does not count as an error.
 */
export const refusal = (statement: Promise<unknown>) =>
  statement.then(
    () => 'accepted',
    (error: unknown) => String(error),
  );
