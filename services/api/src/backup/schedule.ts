// Backups on a schedule (BACKUP_DIR + BACKUP_EVERY): the API takes one every BACKUP_EVERY and
// keeps the last BACKUP_KEEP. One backup at a time across processes (several API instances, the
// CLI): a lock file in the backup directory, created exclusively, naming its holder; a lock whose
// holder has died is taken over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACKUP_PREFIX, PARTIAL_SUFFIX, takeBackup, type TakenBackup } from './take';
import type { BackupSources } from './sources';

export const LOCK_FILE = '.backup.lock';

export class BackupBusy extends Error {}

interface Holder {
  pid: number;
  host: string;
  at: string;
}

function alive(holder: Holder): boolean {
  if (holder.host !== os.hostname()) return true; // another machine's: trust it
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `fn` holding the backup lock of `dir`; throws BackupBusy when a live process holds it. */
export async function withBackupLock<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: os.hostname(), at: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lock, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      let holder: Holder | undefined;
      try {
        holder = JSON.parse(fs.readFileSync(lock, 'utf8')) as Holder;
      } catch {
        // unreadable: written half by a process that died
      }
      if (holder && alive(holder)) throw new BackupBusy(`A backup is already running (process ${holder.pid} since ${holder.at})`);
      fs.rmSync(lock, { force: true });
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Keeps the newest `keep` backups of `dir` and removes older ones, and partial ones a dead run left (call with the lock held). */
export function pruneBackups(dir: string, keep: number): string[] {
  const names = fs.readdirSync(dir).filter((name) => name.startsWith(BACKUP_PREFIX));
  const complete = names.filter((name) => !name.endsWith(PARTIAL_SUFFIX)).sort();
  const removed = [...names.filter((name) => name.endsWith(PARTIAL_SUFFIX)), ...complete.slice(0, Math.max(0, complete.length - keep))];
  for (const name of removed) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return removed;
}

export interface ScheduleOptions {
  sources: BackupSources;
  dir: string;
  everyMs: number;
  keep: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** One scheduled run: a backup and the pruning, under the lock; a run finding the lock held is skipped. */
export async function scheduledBackup(opts: Omit<ScheduleOptions, 'everyMs'>): Promise<TakenBackup | undefined> {
  try {
    return await withBackupLock(opts.dir, async () => {
      const taken = await takeBackup(opts.sources, opts.dir);
      const removed = pruneBackups(opts.dir, opts.keep);
      const bytes = taken.manifest.files.reduce((sum, f) => sum + f.bytes, 0);
      opts.log.info({ backup: taken.dir, ms: taken.ms, bytes, removed }, 'backup taken');
      return taken;
    });
  } catch (error) {
    if (error instanceof BackupBusy) opts.log.warn({ dir: opts.dir }, error.message);
    else opts.log.error({ err: error, dir: opts.dir }, 'backup failed');
    return undefined;
  }
}

/** Takes a backup every `everyMs` (the first one `everyMs` after the start) until stopped. */
export function startBackupSchedule(opts: ScheduleOptions): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= scheduledBackup(opts).finally(() => (running = undefined));
  }, opts.everyMs);
  timer.unref();
  opts.log.info({ dir: opts.dir, everyMs: opts.everyMs, keep: opts.keep }, 'backups scheduled');
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
