import fp from 'fastify-plugin';
import { errorCodes } from 'fastify';
import { badRequest } from '../errors';
import { startWorker } from '../workers/start-worker';
import { parseJsonBytes, type JsonOutcome } from './json-text';
import { TEXT_PROBLEM_MESSAGES } from './text-check';

// Parsed inline below this (a few milliseconds); above it in a worker thread, so that a large
// import's body (up to 100 MB, about a second of parsing) does not stall other users' requests.
const WORKER_MIN_BYTES = 4 * 1024 * 1024;

// At most this many at once, the others wait: eight 18 MB bodies each on a thread of their own
// left the API's own thread (2 cores) too little time to answer anyone else (bench:import-isolation:
// another organisation's p99 217-564 ms; 164 ms with two at once, 83 ms with one; a 100 MB body
// takes about a second).
const MAX_WORKERS = 1;
let running = 0;
const waiting: (() => void)[] = [];

async function parseInWorker(bytes: Buffer): Promise<JsonOutcome> {
  if (running >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await parseOnThread(bytes);
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function parseOnThread(bytes: Buffer): Promise<JsonOutcome> {
  // Handed over, not copied, when the buffer is the whole of its memory (Fastify's concatenated body is).
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : Buffer.from(bytes);
  const view = new Uint8Array(own.buffer, own.byteOffset, own.byteLength);
  return new Promise((resolve, reject) => {
    const worker = startWorker(__dirname, 'json-worker', __filename, { workerData: view, transferList: [view.buffer as ArrayBuffer] });
    worker.once('message', (outcome: JsonOutcome) => {
      resolve(outcome);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`JSON worker stopped (exit code ${code})`)));
  });
}

function toValue(outcome: JsonOutcome): unknown {
  if (outcome.ok) return outcome.value;
  if (outcome.problem === 'utf8') throw badRequest('Request body is not valid UTF-8 text');
  if (outcome.problem === 'json') throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
  throw badRequest(TEXT_PROBLEM_MESSAGES[outcome.problem]);
}

/**
 * Fastify's JSON parsing (with its prototype-poisoning protection), except that an empty body is
 * accepted as "no body": clients commonly send `Content-Type: application/json` on a DELETE.
 * Bytes that are not UTF-8 are refused rather than silently turned into U+FFFD, and so are
 * U+0000, lone surrogates and nesting past 64 levels (see text-check.ts).
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, async (_request: unknown, body: Buffer | string) => {
      const bytes = body as Buffer;
      if (bytes.length === 0) return undefined;
      return toValue(bytes.length < WORKER_MIN_BYTES ? parseJsonBytes(bytes) : await parseInWorker(bytes));
    });
  },
  { name: 'meridian-json-body' },
);
