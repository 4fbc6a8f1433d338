// A bench's API in a process of its own: forked from `file` (a *-server.ts beside it), ready when it
// sends { type: 'ready', port, … }, stopped by { type: 'stop' }.
import { fork, type ForkOptions } from 'node:child_process';
import path from 'node:path';

export async function startServerProcess<Ready extends { type: 'ready'; port: number }>(file: string, options: ForkOptions = {}) {
  const child = fork(path.join(__dirname, file), { execArgv: process.execArgv, stdio: 'inherit', ...options });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.on('message', (m: Ready) => m.type === 'ready' && resolve(m));
    child.once('exit', (code) => reject(new Error(`the API process exited (${code}) before it was ready`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send({ type: 'stop' });
    await exited;
  };
  return { ready, base: `http://127.0.0.1:${ready.port}`, stop };
}
