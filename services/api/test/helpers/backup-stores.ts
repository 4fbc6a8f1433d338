// Whole stores for the backup tests: a temporary data directory (SQLite), or (DATABASE_URL set) a
// database of its own, since a backup and a restore take a whole PostgreSQL database, not a schema.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { BackupSources } from '../../src/backup/sources';
import { openDatabase, type DbHandle } from '../../src/db/connection';
import { usingPostgres } from './db';

export interface TestStore {
  sources: BackupSources;
  open(): DbHandle;
  destroy(): Promise<void>;
}

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty store: nothing created in it yet. */
export async function freshStore(): Promise<TestStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-backup-'));
  if (!usingPostgres) {
    return {
      sources: { dataDir, signIn: {} },
      open: () => openDatabase({ dataDir }),
      destroy: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `meridian_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    sources: { dataDir, databaseUrl, signIn: {} },
    open: () => openDatabase({ dataDir, databaseUrl }),
    async destroy() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A copy of the backup `dir` as a sibling, changed by `change` (the manifest, or the files). */
export function tamperedCopy(dir: string, change: (copy: string, manifest: Record<string, unknown>) => void): string {
  const copy = `${dir}-tampered-${randomBytes(3).toString('hex')}`;
  fs.cpSync(dir, copy, { recursive: true });
  const file = path.join(copy, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(copy, manifest);
  fs.writeFileSync(file, JSON.stringify(manifest));
  return copy;
}
