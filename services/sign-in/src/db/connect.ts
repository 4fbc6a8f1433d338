import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema';

export type DbConfig =
  | { kind: 'sqlite'; file: string }
  // `schema` isolates the tables (and the migration bookkeeping) inside one PostgreSQL database,
  // so the test suites and other services can share a database without colliding.
  | { kind: 'postgres'; url: string; schema?: string };

export type Db = Kysely<Database>;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function createDb(config: DbConfig): Db {
  if (config.kind === 'postgres') {
    if (config.schema && !SCHEMA_NAME.test(config.schema)) {
      throw new Error(`Invalid PostgreSQL schema name: ${config.schema}`);
    }
    const pool = new Pool({
      connectionString: config.url,
      max: 10,
      options: config.schema ? `-c search_path=${config.schema}` : undefined,
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SqliteDatabase(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
