// A JSON request body from its bytes to a value, with the checks every body gets: UTF-8 only
// (not silently turned into U+FFFD), Fastify's prototype-poisoning protection, and the text
// rules of text-check.ts (no U+0000, no lone surrogate, bounded depth). Used on the request
// thread for small bodies and in json-worker.ts for large ones.
import { isUtf8 } from 'node:buffer';
import secureJson from 'secure-json-parse';
import { textProblem, type TextProblem } from './text-check';

export type JsonOutcome = { ok: true; value: unknown } | { ok: false; problem: 'utf8' | 'json' | TextProblem };

export function parseJsonBytes(bytes: Buffer): JsonOutcome {
  if (!isUtf8(bytes)) return { ok: false, problem: 'utf8' };
  let value: unknown;
  try {
    value = secureJson.parse(bytes.toString('utf8'), undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    return { ok: false, problem: 'json' };
  }
  const problem = textProblem(value);
  return problem ? { ok: false, problem } : { ok: true, value };
}
