import path from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { errorCodes, type FastifyRequest } from 'fastify';
import { badRequest } from '../errors';
import { startWorker } from '../workers/start-worker';
import { transferList } from '../workers/transfer';
import { readSegments } from '../http/body-segments';
import { parseJsonBytes, type JsonOutcome } from '../http/json-text';
import { textProblemRefusal } from '../http/text-check';

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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A top-level text field of the JSON body (of a plain string schema) that the handler reads as
     * bytes (jsonFieldBytes): a large body's worker hands it over as bytes and leaves '' in its place.
     */
    jsonBytesField?: string;
  }
}

const fieldBytes = new WeakMap<FastifyRequest, Buffer>();

/** The UTF-8 bytes of the route's jsonBytesField, whose text in the body is `text`. */
export function jsonFieldBytes(request: FastifyRequest, text: string): Buffer {
  return fieldBytes.get(request) ?? Buffer.from(text, 'utf8');
}

async function parseInWorker(segments: Buffer[], bytesField: string | undefined): Promise<JsonOutcome> {
  if (running >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await parseOnThread(segments, bytesField);
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function parseOnThread(segments: Buffer[], bytesField: string | undefined): Promise<JsonOutcome> {
  // Handed over, not copied: each piece owns its memory (http/body-segments.ts).
  const body = segments.map((segment) => new Uint8Array(segment.buffer, segment.byteOffset, segment.byteLength));
  return new Promise((resolve, reject) => {
    const worker = startWorker(path.join(__dirname, '../workers'), 'json-worker', __filename, {
      workerData: { body, bytesField },
      transferList: body.flatMap(transferList),
    });
    worker.once('message', (outcome: JsonOutcome) => {
      resolve(outcome);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`JSON worker stopped (exit code ${code})`)));
  });
}

function toValue(request: FastifyRequest, outcome: JsonOutcome): unknown {
  if (outcome.ok) {
    const bytes = outcome.fieldBytes;
    if (bytes) fieldBytes.set(request, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return outcome.value;
  }
  if (outcome.problem === 'utf8') throw badRequest('body_not_utf8');
  if (outcome.problem === 'json') throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
  throw textProblemRefusal(outcome.problem);
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
    app.addContentTypeParser('application/json', async (request: FastifyRequest, payload: Readable) => {
      const { segments, length } = await readSegments(payload, Number(request.headers['content-length']), request.routeOptions.bodyLimit);
      if (length === 0) return undefined;
      if (length < WORKER_MIN_BYTES) return toValue(request, parseJsonBytes(segments.length === 1 ? segments[0]! : Buffer.concat(segments, length)));
      return toValue(request, await parseInWorker(segments, request.routeOptions.config.jsonBytesField));
    });
  },
  { name: 'meridian-json-body' },
);
