// `pnpm backup [DIR]` and `pnpm restore DIR [--data-dir D]`: runs the API's backup CLI
// (services/api/src/backup/cli.ts) with the environment `pnpm start` gives the services: the data
// directory (MERIDIAN_DATA_DIR or DATA_DIR, default ./data) and DATABASE_URL when set.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './processes.mjs';

const [command, ...rest] = process.argv.slice(2);
// A backup is background work: at the lowest CPU priority (inherited by the CLI), the running
// services' requests go first on a busy machine.
if (command === 'backup') os.setPriority(19);
const apiDir = path.join(ROOT, 'services/api');
const cwd = process.env.INIT_CWD || process.cwd();
// Paths are the caller's: resolved here, before the CLI runs in the API's folder.
const resolveArg = (arg, i) => {
  if (arg.startsWith('--data-dir=')) return `--data-dir=${path.resolve(cwd, arg.slice('--data-dir='.length))}`;
  if (arg.startsWith('--') || rest[i - 1] === '--database-url') return arg;
  return path.resolve(cwd, arg);
};
const args = rest.map(resolveArg);
const dataDir = path.resolve(cwd, process.env.MERIDIAN_DATA_DIR || process.env.DATA_DIR || path.join(ROOT, 'data'));
const env = { ...process.env, DATA_DIR: dataDir, ...(process.env.BACKUP_DIR && { BACKUP_DIR: path.resolve(cwd, process.env.BACKUP_DIR) }) };
if (command === 'backup' && rest.length === 0 && !env.BACKUP_DIR) args.push(path.join(ROOT, 'backups'));
const tsx = createRequire(path.join(apiDir, 'package.json')).resolve('tsx/cli');
const result = spawnSync(process.execPath, [tsx, '--conditions=meridian-source', 'src/backup/cli.ts', command, ...args], {
  cwd: apiDir,
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
