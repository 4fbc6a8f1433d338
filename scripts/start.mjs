// `pnpm start`: builds what is not built, runs the whole product (sign-in, API, shell, four
// remotes) with embedded storage under ./data, prints the URL and demo credentials, and stops
// everything on Ctrl-C.   Flags: --rebuild (build even if built).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEMO, PORTS, ROOT, buildOutputs, processList } from './processes.mjs';

const dataDir = path.resolve(process.env.MERIDIAN_DATA_DIR || path.join(ROOT, 'data'));
const rebuild = process.argv.includes('--rebuild');

function build() {
  const missing = buildOutputs().filter((p) => !existsSync(p));
  if (!rebuild && missing.length === 0) return;
  console.log(rebuild ? 'Building Meridian...' : `Building Meridian (${missing.length} build outputs missing)...`);
  const result = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const children = new Map();

function startProcess({ name, args, env }) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(12);
  const relay = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${prefix} ${line}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  // One process stopping (a remote taken down on purpose, say) does not stop the others.
  child.on('exit', (code, signal) => {
    children.delete(name);
    rmSync(path.join(dataDir, 'pids', `${name}.pid`), { force: true });
    if (!stopping) console.log(`${prefix} exited (${signal ?? code})`);
  });
  writeFileSync(path.join(dataDir, 'pids', `${name}.pid`), String(child.pid));
  children.set(name, child);
}

let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Meridian...');
  for (const child of children.values()) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(force);
      process.exit(code);
    }
  }, 100);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function main() {
  build();
  mkdirSync(path.join(dataDir, 'pids'), { recursive: true });
  const list = processList(dataDir);
  for (const p of list) startProcess(p);
  const results = await Promise.all(list.map((p) => waitFor(p.health)));
  const failed = list.filter((_, i) => !results[i]).map((p) => p.name);
  if (failed.length) {
    console.error(`Not ready after 60 s: ${failed.join(', ')}`);
    stopAll(1);
    return;
  }
  console.log(`
  Meridian is running:  http://localhost:${PORTS.host}

  Sign in with the demo user:  ${DEMO.email}  /  ${DEMO.password}
  (a teammate, for owners and 'My deals': ${DEMO.teammateEmail}; a second organisation's user, for trying isolation: ${DEMO.otherEmail}; same password)

  API ${`http://localhost:${PORTS.api}`} (docs at /docs) · sign-in http://localhost:${PORTS.signIn}
  Data is kept in ${dataDir}.  Press Ctrl-C to stop.
`);
}

main().catch((error) => {
  console.error(error);
  stopAll(1);
});
