// PostgreSQL's side of backups (backup/): `pg_dump -Fc` and `pg_restore` of a database (or of one
// schema of it), the check that a target is empty, amcheck after a restore, and the migrations a
// database has applied. The password travels in PGPASSWORD, never on a command line.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { Client } from 'pg';
import { quoteIdent } from './dialect';

export interface PgTarget {
  url: string;
  /** One schema only (tests give each its own); unset: the whole database. */
  schema?: string;
}

function commandLine(url: string): { dbArgs: string[]; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbArgs: ['--dbname', parsed.toString()], env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, background = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    // pg_dump beside a running API (its schedule): the lowest CPU priority, requests go first.
    if (background && child.pid) os.setPriority(child.pid, 19);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${command} could not run (${error.message}); install the PostgreSQL client tools`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`))));
  });
}

/** `pg_dump -Fc` into `file`: one consistent snapshot (a repeatable-read transaction), writers never wait; the fastest compression (attachments rarely shrink, and the CPU is the running API's). */
export async function pgDump(target: PgTarget, file: string): Promise<void> {
  const { dbArgs, env } = commandLine(target.url);
  const only = target.schema ? ['--schema', target.schema] : [];
  await run('pg_dump', ['--format=custom', '--compress=1', '--no-owner', '--no-privileges', '--file', file, ...only, ...dbArgs], env, true);
}

/** `pg_restore` of a dump into an empty database, all or nothing. */
export async function pgRestore(url: string, file: string): Promise<void> {
  const { dbArgs, env } = commandLine(url);
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...dbArgs, file], env);
}

async function withClient<T>(target: PgTarget, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: target.url, options: target.schema ? `-c search_path=${quoteIdent(target.schema)}` : undefined });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const USER_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg_temp%'`;

/** Tables a restore would collide with: the schema's, or every user schema's. */
export function pgTableCount(target: PgTarget): Promise<number> {
  return withClient(target, async (client) => {
    const where = target.schema ? 'n.nspname = $1' : USER_SCHEMAS;
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND ${where}`,
      target.schema ? [target.schema] : [],
    );
    return Number(rows[0]?.n ?? 0);
  });
}

/** The migrations applied (Kysely's bookkeeping `table` in `schema`, default public), in order. */
export function pgMigrations(target: PgTarget, table: string): Promise<string[]> {
  return withClient(target, async (client) => {
    const schema = target.schema ?? 'public';
    const { rows: found } = await client.query('SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = $2', [schema, table]);
    if (found.length === 0) return [];
    const { rows } = await client.query<{ name: string }>(`SELECT name FROM ${quoteIdent(schema)}.${quoteIdent(table)} ORDER BY name`);
    return rows.map((r) => r.name);
  });
}

/**
 * PostgreSQL's integrity check after a restore: amcheck's bt_index_check on every B-tree index
 * (the extension is created for the check and dropped again if it was not there); without the
 * right to create it, every table is read in full instead. Returns what was checked.
 */
export function pgIntegrity(target: PgTarget): Promise<string> {
  return withClient(target, async (client) => {
    const where = target.schema ? 'n.nspname = $1' : USER_SCHEMAS;
    const params = target.schema ? [target.schema] : [];
    const { rows: had } = await client.query(`SELECT 1 FROM pg_extension WHERE extname = 'amcheck'`);
    try {
      if (had.length === 0) await client.query('CREATE EXTENSION amcheck WITH SCHEMA public');
    } catch {
      const { rows: tables } = await client.query<{ name: string }>(
        `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'r' AND ${where}`,
        params,
      );
      for (const { name } of tables) await client.query(`SELECT count(*) FROM ${name}`);
      return `${tables.length} tables read (amcheck unavailable)`;
    }
    try {
      const { rows } = await client.query(
        `SELECT public.bt_index_check(c.oid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
           JOIN pg_am a ON a.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE a.amname = 'btree' AND i.indisvalid AND c.relpersistence <> 't' AND ${where}`,
        params,
      );
      return `${rows.length} indexes checked by amcheck`;
    } finally {
      if (had.length === 0) await client.query('DROP EXTENSION amcheck');
    }
  });
}
