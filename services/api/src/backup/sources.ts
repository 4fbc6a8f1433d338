// Where each store of a Meridian lives (the same settings the services read), this code's
// versions and migrations, and the sign-in service's CLI, which migrates its own database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { DialectName } from '../db/dialect';
import { API_SQLITE_FILE } from '../db/connection';
import { JOBS_SQLITE_FILE } from '../jobs/jobs-connection';
import { jobsMigrationProvider } from '../jobs/jobs-migrations';
import { migrationProvider } from '../migrations';
import type { Manifest, StoreName } from './manifest';

export interface BackupSources {
  /** SQLite: the directory of the three database files. */
  dataDir: string;
  /** PostgreSQL: the CRM's and import jobs' database. */
  databaseUrl?: string;
  /** PostgreSQL: one schema of it (tests); unset: the whole database. */
  pgSchema?: string;
  /** PostgreSQL: the sign-in service's database (SIGN_IN_DATABASE_URL, default DATABASE_URL) and schema (DATABASE_SCHEMA). */
  signIn: { databaseUrl?: string; pgSchema?: string };
}

export function sourcesFromConfig(config: Config): BackupSources {
  return {
    dataDir: path.resolve(config.dataDir),
    databaseUrl: config.databaseUrl,
    signIn: { databaseUrl: config.signInDatabase.url, pgSchema: config.signInDatabase.schema },
  };
}

export const dialectOf = (sources: BackupSources): DialectName => (sources.databaseUrl ? 'postgres' : 'sqlite');

/** Each store's SQLite file and Kysely bookkeeping table. */
export const STORES: { name: StoreName; file: string; table: string }[] = [
  { name: 'crm', file: API_SQLITE_FILE, table: 'kysely_migration' },
  { name: 'imports', file: JOBS_SQLITE_FILE, table: 'import_jobs_migration' },
  { name: 'sign-in', file: 'sign-in.sqlite', table: 'sign_in_migration' },
];

const SERVICES_DIR = path.resolve(__dirname, '../../..');
const version = (service: string): string | undefined => {
  const file = path.join(SERVICES_DIR, service, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : undefined;
};

export function codeVersions(): Manifest['versions'] {
  return { api: version('api') ?? '0.0.0', signIn: version('sign-in') };
}

export async function codeMigrations(dialect: DialectName): Promise<{ crm: string[]; imports: string[] }> {
  return {
    crm: Object.keys(await migrationProvider(dialect).getMigrations()),
    imports: Object.keys(await jobsMigrationProvider(dialect).getMigrations()),
  };
}

/** The sign-in service's environment for a store: its database, as the service reads it. */
export function signInEnv(sources: BackupSources): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: sources.dataDir, DATABASE_URL: '', DATABASE_SCHEMA: '' };
  const url = sources.signIn.databaseUrl ?? sources.databaseUrl;
  if (url) Object.assign(env, { DATABASE_URL: url, DATABASE_SCHEMA: sources.signIn.pgSchema ?? '' });
  return env;
}

/** Runs the sign-in service's CLI (from its sources under tsx, or its build); undefined when the service is not installed beside the API. */
export function signInCli(args: string[], env: NodeJS.ProcessEnv): Promise<string> | undefined {
  const dir = path.join(SERVICES_DIR, 'sign-in');
  const fromSource = __filename.endsWith('.ts');
  const entry = path.join(dir, fromSource ? 'src/cli.ts' : 'dist/cli.js');
  if (!fs.existsSync(entry)) return undefined;
  const argv = fromSource ? [require.resolve('tsx/cli'), '--conditions=meridian-source', entry, ...args] : [entry, ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`sign-in ${args.join(' ')} failed: ${err.trim() || out.trim()}`))));
  });
}
