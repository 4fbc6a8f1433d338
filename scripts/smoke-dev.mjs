// `pnpm test:smoke`: the README's commands start what they say. Runs `pnpm start` (built) and then
// `pnpm dev` (watch mode) on moved ports with a throwaway data directory, and checks for each that
// it prints the shell's URL and the demo credentials, that the shell, a remote's federation
// manifest, the API and the sign-in service answer on loopback, and that Ctrl-C (SIGINT) stops
// every process. Bounded: a command that is not ready in time fails the run, and everything it
// started is killed.   Usage: node scripts/smoke-dev.mjs [start|dev]...  (default: both)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO, ROOT, portsFor } from './processes.mjs';

const env = { ...process.env, MERIDIAN_PORT_OFFSET: process.env.MERIDIAN_PORT_OFFSET || '300', LOG_FORMAT: 'json' };
const ports = portsFor(env);
const READY_MS = { start: 120_000, dev: 360_000 };
const STOP_MS = 15_000;

const url = (port, p = '') => `http://localhost:${port}${p}`;
const answers = [
  ['shell', url(ports.host, '/')],
  ['contacts remote manifest', url(ports.contacts, '/mf-manifest.json')],
  ['API', url(ports.api, '/healthz')],
  ['sign-in service', url(ports.signIn, '/healthz')],
];
const printed = [
  ['the shell URL', `Meridian is running`, url(ports.host)],
  ['the demo credentials', `${DEMO.email}  /  ${DEMO.password}`],
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function answersOk(address) {
  try {
    const res = await fetch(address, { signal: AbortSignal.timeout(5000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function smoke(command) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'meridian-smoke-'));
  // Its own process group, so whatever is left after a failure can be killed as one.
  const child = spawn('pnpm', [command], { cwd: ROOT, env: { ...env, MERIDIAN_DATA_DIR: dataDir }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  let done = false;
  exited.then(() => (done = true));
  const fail = (message) => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`pnpm ${command}: ${message}\n--- its output (last 4000 characters) ---\n${output.slice(-4000)}`);
  };

  const started = Date.now();
  while (!output.includes('Meridian is running')) {
    if (done) fail('exited before it was ready');
    if (Date.now() - started > READY_MS[command]) fail(`not ready after ${READY_MS[command] / 1000} s`);
    await sleep(500);
  }
  const readyAfter = Math.round((Date.now() - started) / 1000);
  for (const [what, ...texts] of printed) {
    if (!texts.every((t) => output.includes(t))) fail(`did not print ${what} (${texts.join(' ')})`);
  }
  for (const [what, address] of answers) {
    if (!(await answersOk(address))) fail(`${what} does not answer at ${address}`);
  }

  process.kill(-child.pid, 'SIGINT'); // what Ctrl-C sends to the terminal's process group
  const stopped = await Promise.race([exited.then(() => true), sleep(STOP_MS).then(() => false)]);
  if (!stopped) fail(`still running ${STOP_MS / 1000} s after Ctrl-C`);
  await sleep(500);
  for (const [what, address] of answers) {
    if (await answersOk(address)) fail(`${what} still answers at ${address} after Ctrl-C`);
  }
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`pnpm ${command}: ready in ${readyAfter} s, printed the URL and credentials, all four answered, Ctrl-C stopped everything`);
}

const commands = process.argv.slice(2).length ? process.argv.slice(2) : ['start', 'dev'];
for (const command of commands) {
  if (!(command in READY_MS)) throw new Error(`Unknown command: ${command} (start or dev)`);
  await smoke(command);
}
