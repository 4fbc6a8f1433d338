// `pnpm backup [DIR]` and `pnpm restore DIR [--data-dir D] [--database-url U]`: scripts/backup.mjs
// runs this with the services' environment (`pnpm --filter @meridian/api backup-cli …` runs it with
// the environment as it is). Exit code 1 with a one-line reason when refused.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { BackupRefused } from './manifest';
import { restoreBackup } from './restore';
import { BackupBusy, withBackupLock } from './schedule';
import { sourcesFromConfig, type BackupSources } from './sources';
import { takeBackup } from './take';

const USAGE = `Usage:
  pnpm backup [DIR]                                       a backup of the running Meridian into DIR (default BACKUP_DIR or ./backups)
  pnpm restore DIR [--data-dir D] [--database-url URL]    restore the backup DIR into an empty data directory or database`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } },
  });
  const [command, dir] = positionals;
  const config = loadConfig();
  const sources = sourcesFromConfig(config);
  if (command === 'backup') {
    os.setPriority(19); // background work: the running services' requests go first (scripts/backup.mjs does it before tsx starts)
    const parent = path.resolve(dir ?? config.backupDir ?? 'backups');
    const taken = await withBackupLock(parent, () => takeBackup(sources, parent));
    const bytes = taken.manifest.files.reduce((sum, f) => sum + f.bytes, 0);
    console.log(`Backup written to ${taken.dir} (${megabytes(bytes)}, ${(taken.ms / 1000).toFixed(1)} s)`);
    for (const store of taken.manifest.stores) console.log(`  ${store.name.padEnd(8)} ${store.file.padEnd(16)} migration ${store.migrations.at(-1) ?? '-'}`);
    return;
  }
  if (command === 'restore' && dir) {
    const target: BackupSources = {
      ...sources,
      dataDir: path.resolve(values['data-dir'] ?? sources.dataDir),
      databaseUrl: values['database-url'] ?? sources.databaseUrl,
    };
    const report = await restoreBackup(path.resolve(dir), target);
    const where = target.databaseUrl ? 'the PostgreSQL database' : target.dataDir;
    console.log(`Restored the backup of ${report.manifest.createdAt} into ${where} (${(report.ms / 1000).toFixed(1)} s)`);
    for (const line of report.integrity) console.log(`  ${line}`);
    for (const [store, applied] of Object.entries(report.migrated)) if (applied.length) console.log(`  ${store}: migrated (${applied.join(', ')})`);
    return;
  }
  throw new BackupRefused(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof BackupRefused || error instanceof BackupBusy || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
