// Starts a worker thread from a module beside the caller. Compiled, the worker is a .js file; from
// the TypeScript sources (tsx, and jest, whose transform does not reach a worker) Node cannot load
// .ts by itself, and a worker does not take `--import` loaders from execArgv: a two-line CommonJS
// bootstrap registers tsx first, and the worker reads @meridian/contract's sources as its parent
// does (the meridian-source condition), not a build that may not exist yet.
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** `dir` and `name`: the worker module's folder and file name without extension (.js or .ts, as the caller's). */
export function startWorker(dir: string, name: string, callerFile: string, options: WorkerOptions): Worker {
  const file = path.join(dir, `${name}${path.extname(callerFile)}`);
  if (!file.endsWith('.ts')) return new Worker(file, options);
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(file)});`;
  const execArgv = [...(options.execArgv ?? process.execArgv), '--conditions=meridian-source'];
  return new Worker(bootstrap, { ...options, eval: true, execArgv });
}
