// `pnpm start`: builds what is not built, runs the whole product (sign-in, API, shell, four
// remotes) with embedded storage under ./data, prints the URL and demo credentials, and stops
// everything on Ctrl-C.
// Flags: --rebuild (build even if built); --dev (`pnpm dev`: no build, the services from source
// restarting on change, the front ends under webpack-dev-server with hot reload).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEMO, PORTS, ROOT, buildOutputs, processList } from './processes.mjs';

// The demo's read-only user (DEMO_TEAM.robin of @meridian/contract, seeded by the sign-in service).
const READER_EMAIL = 'reader@meridian.test';
const dataDir = path.resolve(process.env.MERIDIAN_DATA_DIR || path.join(ROOT, 'data'));
const rebuild = process.argv.includes('--rebuild');
const dev = process.argv.includes('--dev');
// The children write to a pipe: they log for a person when this script does (LOG_FORMAT=pretty
// in tools/service-logging), JSON lines otherwise. An explicit LOG_FORMAT wins.
const logFormat = process.env.LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'json');

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

// Five first webpack compilations share the machine in development.
const READY_TIMEOUT_MS = dev ? 300_000 : 60_000;

async function waitFor(url, timeoutMs = READY_TIMEOUT_MS) {
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

function startProcess({ name, args, cwd, env }) {
  const child = spawn(process.execPath, args, { cwd, env: { ...env, LOG_FORMAT: logFormat }, stdio: ['ignore', 'pipe', 'pipe'] });
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
  if (!dev) build();
  mkdirSync(path.join(dataDir, 'pids'), { recursive: true });
  const list = processList(dataDir, process.env, { dev });
  for (const p of list) startProcess(p);
  const results = await Promise.all(list.map((p) => waitFor(p.health)));
  const failed = list.filter((_, i) => !results[i]).map((p) => p.name);
  if (failed.length) {
    console.error(`Not ready after ${READY_TIMEOUT_MS / 1000} s: ${failed.join(', ')}`);
    stopAll(1);
    return;
  }
  console.log(`
  Meridian is running${dev ? ' in development mode' : ''}:  http://localhost:${PORTS.host}

  Sign in with the demo user:  ${DEMO.email}  /  ${DEMO.password}
  Every role of the demo organisation (Acme), same password:
    Dana Demo     ${DEMO.email.padEnd(22)}  owner      (settings, members, everything)
    Sam Seller    ${DEMO.teammateEmail.padEnd(22)}  member     (works with records; owner of contacts, 'My deals')
    Robin Reader  ${READER_EMAIL.padEnd(22)}  read-only  (sees what a member sees, changes nothing)
  A second organisation's user, for trying isolation: ${DEMO.otherEmail} (same password)

  API ${`http://localhost:${PORTS.api}`} (docs at /docs) · sign-in http://localhost:${PORTS.signIn}
  Data is kept in ${dataDir}.  Press Ctrl-C to stop.${dev ? '\n  Edits reload the front ends in place and restart the services.' : ''}
`);
}

main().catch((error) => {
  console.error(error);
  stopAll(1);
});
