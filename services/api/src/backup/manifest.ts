// A backup's manifest (manifest.json, written last: a directory without it is not a backup): when
// it was taken, the versions of the services that took it, each database's migration level and
// file, and the size and sha256 of every file, which a restore checks before using anything.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DialectName } from '../db/dialect';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 1;

/** The stores of a Meridian: the CRM's records (attachments included), the import jobs, the sign-in service's accounts. */
export type StoreName = 'crm' | 'imports' | 'sign-in';

export interface StoreEntry {
  name: StoreName;
  /** The file holding it (PostgreSQL: one dump may hold several stores). */
  file: string;
  /** Migrations applied, in order; the last is the store's migration level. */
  migrations: string[];
}

export interface Manifest {
  format: number;
  createdAt: string;
  dialect: DialectName;
  versions: { api: string; signIn?: string };
  stores: StoreEntry[];
  files: { path: string; bytes: number; sha256: string }[];
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function writeManifest(dir: string, fields: Omit<Manifest, 'format' | 'files'>): Promise<Manifest> {
  const files: Manifest['files'] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    files.push({ path: name, bytes: fs.statSync(file).size, sha256: await sha256(file) });
  }
  const manifest: Manifest = { format: FORMAT, ...fields, files };
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export class BackupRefused extends Error {}

/** The manifest of `dir`, after checking that every file it lists is there, unchanged, and nothing else is. */
export async function readVerifiedManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new BackupRefused(`${dir} is not a backup (no ${MANIFEST_FILE})`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new BackupRefused(`${MANIFEST_FILE} of ${dir} is not valid JSON`);
  }
  if (manifest.format !== FORMAT) throw new BackupRefused(`Backup format ${manifest.format} is not known to this version (${FORMAT})`);
  const listed = new Set(manifest.files.map((f) => f.path));
  // Plain names only: a store's file is copied to the target under its name.
  const names = [...listed, ...manifest.stores.map((s) => s.file)];
  if (names.some((name) => name !== path.basename(name) || name.startsWith('.'))) throw new BackupRefused(`${MANIFEST_FILE} names a file outside the backup`);
  const unlisted = manifest.stores.filter((s) => !listed.has(s.file));
  if (unlisted.length) throw new BackupRefused(`Stores whose file is not in the manifest: ${unlisted.map((s) => s.name).join(', ')}`);
  const extra = fs.readdirSync(dir).filter((name) => name !== MANIFEST_FILE && !listed.has(name));
  if (extra.length) throw new BackupRefused(`Files not in the manifest: ${extra.join(', ')}`);
  for (const entry of manifest.files) {
    const at = path.join(dir, entry.path);
    if (!fs.existsSync(at)) throw new BackupRefused(`Missing file: ${entry.path}`);
    if (fs.statSync(at).size !== entry.bytes || (await sha256(at)) !== entry.sha256) throw new BackupRefused(`Checksum mismatch: ${entry.path}`);
  }
  return manifest;
}

/** -1, 0 or 1 as version `a` is older than, the same as, or newer than `b` (dotted numbers). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split(/[.-]/).map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** Refuses what this code cannot run: a newer service version, or a migration this code does not have. */
export function refuseNewer(manifest: Manifest, code: { versions: Manifest['versions']; migrations: Partial<Record<StoreName, string[]>> }): void {
  if (compareVersions(manifest.versions.api, code.versions.api) > 0) {
    throw new BackupRefused(`The backup was taken by API version ${manifest.versions.api}, newer than this one (${code.versions.api})`);
  }
  if (manifest.versions.signIn && code.versions.signIn && compareVersions(manifest.versions.signIn, code.versions.signIn) > 0) {
    throw new BackupRefused(`The backup was taken by sign-in version ${manifest.versions.signIn}, newer than this one (${code.versions.signIn})`);
  }
  for (const store of manifest.stores) {
    const known = code.migrations[store.name];
    if (!known) continue;
    const unknown = store.migrations.filter((name) => !known.includes(name));
    if (unknown.length) {
      throw new BackupRefused(
        `The ${store.name} database is at a newer migration level than this version (${unknown.join(', ')}); restore it with a newer Meridian`,
      );
    }
  }
}
