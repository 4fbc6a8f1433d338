import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, ROOT } from './env';

/** Stops one of the processes `pnpm start` runs (it writes their pids under data/pids). */
export function stopStartedProcess(name: string): void {
  const pid = Number(readFileSync(path.join(DATA_DIR, 'pids', `${name}.pid`), 'utf8'));
  process.kill(pid, 'SIGTERM');
}

export async function waitForUrl(url: string, up = true, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok === up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come ${up ? 'up' : 'down'} in time`);
}

/**
 * Serves a remote's production build, as `pnpm --filter <remote> start` does, in place of the
 * process `pnpm start` ran; its pid goes where global teardown finds it.
 */
export async function serveRemote(name: string, dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve-static.mjs'), '--dir', path.join(ROOT, dir, 'dist'), '--port', String(port)], {
    stdio: 'ignore',
  });
  writeFileSync(path.join(DATA_DIR, 'pids', `${name}.pid`), String(child.pid));
  await waitForUrl(`http://localhost:${port}/mf-manifest.json`);
  return child;
}
