// Scheduled backups (src/backup/schedule.ts): the newest BACKUP_KEEP kept, one backup at a time
// across processes (a lock file; a dead holder's lock taken over), each run logged.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FILE, pruneBackups, scheduledBackup, withBackupLock } from '../src/backup/schedule';
import { migrateToLatest } from '../src/db/migrate';
import { freshStore, type TestStore } from './helpers/backup-stores';
import { refusal } from './helpers/db';

jest.setTimeout(30_000);

let dir: string;
let store: TestStore;

beforeAll(async () => {
  store = await freshStore();
  const handle = store.open();
  await migrateToLatest(handle);
  await handle.close();
});
afterAll(() => store.destroy());
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-schedule-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function logger() {
  const lines: { level: string; msg: string; obj: object }[] = [];
  const at = (level: string) => (obj: object, msg: string) => lines.push({ level, msg, obj });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

it('keeps the newest backups and removes older and partial ones', () => {
  const names = ['meridian-20260101T000000000Z', 'meridian-20260102T000000000Z', 'meridian-20260103T000000000Z', 'meridian-20260104T000000000Z.partial'];
  for (const name of [...names, 'unrelated']) fs.mkdirSync(path.join(dir, name));
  expect(pruneBackups(dir, 2).sort()).toEqual([names[0], names[3]].sort());
  expect(fs.readdirSync(dir).sort()).toEqual([names[1], names[2], 'unrelated']);
});

it('takes one backup at a time, and takes over the lock of a process that died', async () => {
  const inner = await withBackupLock(dir, () => refusal(withBackupLock(dir, async () => 'ran')));
  expect(inner).toMatch(/A backup is already running \(process \d+/);
  expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
  fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: Number(dead), host: os.hostname(), at: 'then' }));
  expect(await withBackupLock(dir, async () => 'ran')).toBe('ran');
});

it('logs each scheduled backup, keeps BACKUP_KEEP of them, and skips a run while another holds the lock', async () => {
  const { lines, log } = logger();
  const opts = { sources: store.sources, dir, keep: 1, log };
  const first = await scheduledBackup(opts);
  const second = await scheduledBackup(opts);
  expect(fs.readdirSync(dir)).toEqual([path.basename(second!.dir)]);
  expect(lines.filter((l) => l.msg === 'backup taken').map((l) => l.obj)).toEqual([
    expect.objectContaining({ backup: first!.dir, removed: [] }),
    expect.objectContaining({ backup: second!.dir, removed: [path.basename(first!.dir)] }),
  ]);
  await withBackupLock(dir, async () => expect(await scheduledBackup(opts)).toBeUndefined());
  expect(lines.at(-1)).toMatchObject({ level: 'warn', msg: expect.stringMatching(/already running/) });
});
