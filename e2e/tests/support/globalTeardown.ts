import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './env';

/** Stops any process a test started in place of one of `pnpm start`'s. */
export default function globalTeardown(): void {
  const dir = path.join(DATA_DIR, 'pids');
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return;
  }
  for (const file of files) {
    const pid = Number(readFileSync(path.join(dir, file), 'utf8'));
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
