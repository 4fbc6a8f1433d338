// A JSON request body from its bytes to a value, with the checks every body gets: UTF-8 only
// (not silently turned into U+FFFD), Fastify's prototype-poisoning protection, and the text
// rules of text-check.ts (no U+0000, no lone surrogate, bounded depth). Used on the request
// thread for small bodies and in workers/json-worker.ts for large ones.
import { isUtf8 } from 'node:buffer';
import secureJson from 'secure-json-parse';
import { textProblem, type TextProblem } from './text-check';

export type JsonOutcome = { ok: true; value: unknown; fieldBytes?: Uint8Array } | { ok: false; problem: 'utf8' | 'json' | TextProblem };

/**
 * With `bytesField` (a top-level text field of the body's object), that text comes back as its
 * UTF-8 bytes, and as '' in the value: a worker hands bytes over without copying, while a string
 * of megabytes is copied into the API's thread and out again to the next worker.
 */
export function parseJsonBytes(bytes: Buffer, bytesField?: string): JsonOutcome {
  if (!isUtf8(bytes)) return { ok: false, problem: 'utf8' };
  let value: unknown;
  try {
    value = secureJson.parse(bytes.toString('utf8'), undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    return { ok: false, problem: 'json' };
  }
  const problem = textProblem(value);
  if (problem) return { ok: false, problem };
  const fields = value as Record<string, unknown>;
  if (!bytesField || !value || typeof value !== 'object' || typeof fields[bytesField] !== 'string') return { ok: true, value };
  const fieldBytes = new TextEncoder().encode(fields[bytesField] as string);
  fields[bytesField] = '';
  return { ok: true, value, fieldBytes };
}
