import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, ROOT } from './env';

/** Stops one of the processes `pnpm start` runs (it writes their pids under data/pids). */
export async function stopStartedProcess(name: string): Promise<void> {
  const file = path.join(DATA_DIR, 'pids', `${name}.pid`);
  const pid = Number(readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // Ended already.
  }
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 50));
  // `pnpm start` deletes the file of a process that ended; make sure that happened before anyone
  // writes the file of the process that replaces it.
  await new Promise((r) => setTimeout(r, 200));
  rmSync(file, { force: true });
}

/**
 * Stops one of `pnpm start`'s processes, keeping its command line and environment (from /proc), and
 * returns a function that starts it again exactly so and waits for `health`.
 */
export async function stopForRestart(name: string, health: string): Promise<() => Promise<void>> {
  const file = path.join(DATA_DIR, 'pids', `${name}.pid`);
  const pid = Number(readFileSync(file, 'utf8'));
  const fields = (what: string) => readFileSync(`/proc/${pid}/${what}`, 'utf8').split('\0').filter(Boolean);
  const [command, ...args] = fields('cmdline');
  const env = Object.fromEntries(fields('environ').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
  await stopStartedProcess(name);
  await waitForUrl(health, false);
  return async () => {
    const child = spawn(command!, args, { cwd: ROOT, env, stdio: 'ignore' });
    writeFileSync(file, String(child.pid));
    await waitForUrl(health);
  };
}

export async function waitForUrl(url: string, up = true, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
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
  return serveBuild(name, path.join(ROOT, dir, 'dist'), port);
}

/** Serves a build folder (e.g. one made by buildRemote) under `name`, stopped by global teardown. */
export async function serveBuild(name: string, dist: string, port: number): Promise<ChildProcess> {
  // A retry serves the same build again: stop the first attempt's server, or the new one cannot
  // bind and the old one (with the old build's file list) answers in its place.
  if (existsSync(path.join(DATA_DIR, 'pids', `${name}.pid`))) await stopStartedProcess(name);
  await waitForUrl(`http://localhost:${port}/mf-manifest.json`, false);
  const child = spawn(process.execPath, [path.join(ROOT, 'tools/static-server/serve-static.mjs'), '--dir', dist, '--port', String(port)], {
    stdio: 'ignore',
  });
  writeFileSync(path.join(DATA_DIR, 'pids', `${name}.pid`), String(child.pid));
  await waitForUrl(`http://localhost:${port}/mf-manifest.json`);
  if (child.exitCode !== null) throw new Error(`the server of ${name} ended at once: is port ${port} taken?`);
  return child;
}

/**
 * A production build of a remote into `outDir`, beside the one being served: another build id, or
 * standing in for a build against another @meridian/shared release (tools/webpack-config). Not
 * minified (MERIDIAN_UNMINIFIED): a third of the time, and the manifests, shared versions and build
 * ids the federation tests look at are the same.
 */
export function buildRemote(dir: string, outDir: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'webpack', '--mode', 'production'], {
      cwd: path.join(ROOT, dir),
      env: { ...process.env, ...env, MERIDIAN_DIST_DIR: outDir, MERIDIAN_UNMINIFIED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building ${dir} into ${outDir} failed (${code}):\n${output}`))));
  });
}
