// Helpers for attacks.test.ts: hostile origins, the log lines of an app, token row counts.
import type { FastifyInstance } from 'fastify';

// Look-alikes of the allowed origins (http://localhost:3000 and :3001) that must be refused.
export const HOSTILE_URLS = [
  'http://evil.test/',
  'http://localhost:3000.evil.com/',
  'http://localhost.:3000/',
  'http://evil.com?x=localhost:3000',
  'http://evil.com/?return=http://localhost:3000/',
  'http://evil.com#http://localhost:3000',
  'https://localhost:3000/',
  'http://localhost:3002/',
  'http://localhost/',
  'http://127.0.0.1:3000/',
  'http://localhost:3000@evil.com/',
  'http://localhost:3000%40evil.com/',
  'http://evil.com\\@localhost:3000/',
  '//evil.com/',
  '/\\evil.com',
  ' http://evil.com',
  'javascript://localhost:3000/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'null',
];

// Odd spellings that still point at an allowed origin: accepted, and must land there.
export const ODD_BUT_ALLOWED_URLS = [
  'HTTP://LOCALHOST:3000/contacts',
  'http://localhost:3000/\\evil.com',
  'http://localhost:3000//evil.com/',
  'http://evil.com%2F@localhost:3001/',
  'http://localhost:3000/%0d%0aSet-Cookie:%20x=1',
  'http://localhost:3001/x?next=http://evil.com/',
  // Control characters: URL parsing drops or encodes them; a raw Location header would throw.
  'http://local\nhost:3000/',
  'http://localhost:3000/\r\nSet-Cookie: x=1',
  'http://localhost:3000/\u2028x',
];

/**
 * Collects everything the app logs (pino JSON lines, after redaction). AppOptions only takes a
 * level, so the root logger's stream is swapped; request loggers are children and inherit it.
 */
export function captureLogs(app: FastifyInstance): string[] {
  const lines: string[] = [];
  const log = app.log as unknown as Record<symbol, unknown>;
  const streamSym = Object.getOwnPropertySymbols(log).find((s) => s.description === 'pino.stream');
  if (!streamSym) throw new Error('not a pino logger');
  log[streamSym] = { write: (line: string) => void lines.push(line) };
  return lines;
}

export async function refreshTokenCount(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
