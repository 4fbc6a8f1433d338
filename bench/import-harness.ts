// What the import benchmarks (import-api.ts, import-isolation.ts) share: the compiled API in a
// child process (import-server.ts) on a fresh database, messages to it, and the other
// organisation's user in a process of its own (import-reader.ts).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ReaderStart, ReaderTimes } from './import-reader';

export function rpc<T>(child: ChildProcess, message: object, reply: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const gone = (code: number | null) => reject(new Error(`child process exited (code ${code}) before answering ${reply}`));
    const on = (m: { type: string }) => {
      if (m.type !== reply) return;
      child.off('message', on);
      child.off('exit', gone);
      resolve(m as T);
    };
    child.on('message', on);
    child.once('exit', gone);
    child.send(message);
  });
}

export interface ApiServer {
  child: ChildProcess;
  base: string;
  dialect: string;
  token(org: string): Promise<Record<string, string>>;
  /** Sets the peak back to the current RSS; resolves with it. */
  resetRss(): Promise<number>;
  /** The peak RSS (sampled every 50 ms) since the last reset, in bytes. */
  peakRss(): Promise<number>;
  /** The same, with the wall-clock time (Date.now()) it was sampled at, and RSS every 250 ms since the reset ([Date.now(), MB]). */
  peak(): Promise<{ bytes: number; at: number; series: [number, number][] }>;
  stop(): Promise<void>;
}

/** The API in a child process on a fresh database (with the reader's organisation seeded). */
export async function startServer(): Promise<ApiServer> {
  // PROFILE_DIR=…: the API process writes CPU profiles there, one per thread (open them in Chrome's DevTools).
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.PROFILE_DIR)}`] : [];
  const child = fork(path.join(__dirname, 'import-server.ts'), { execArgv: [...process.execArgv, ...profile], stdio: 'inherit' });
  const { port, dialect } = await new Promise<{ port: number; dialect: string }>((resolve, reject) => {
    child.on('message', (m: { type: string; port: number; dialect: string }) => m.type === 'ready' && resolve(m));
    child.once('exit', (code) => reject(new Error(`the API process stopped (exit code ${code}) before it was ready`)));
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    dialect,
    token: async (org) => (await rpc<{ headers: Record<string, string> }>(child, { type: 'token', org }, 'token')).headers,
    resetRss: async () => (await rpc<{ current: number }>(child, { type: 'reset-rss' }, 'rss')).current,
    peakRss: async () => (await rpc<{ peak: number }>(child, { type: 'rss' }, 'rss')).peak,
    peak: async () => {
      const { peak, peakAt, series } = await rpc<{ peak: number; peakAt: number; series: [number, number][] }>(child, { type: 'rss' }, 'rss');
      return { bytes: peak, at: peakAt, series };
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

export interface Reader {
  stop(): Promise<ReaderTimes>;
}

/** Another user's request loop (import-reader.ts, its own process), until `stop()`. */
export async function startReader(start: Omit<ReaderStart, 'type'>): Promise<Reader> {
  const reader = fork(path.join(__dirname, 'import-reader.ts'), { execArgv: process.execArgv, stdio: 'inherit' });
  await rpc(reader, { type: 'start', ...start }, 'started');
  return { stop: () => rpc<ReaderTimes>(reader, { type: 'stop' }, 'times') };
}
