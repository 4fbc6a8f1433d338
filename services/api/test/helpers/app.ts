// The API as the tests see it: a real app (all plugins, all routes) on a private database,
// trusting a locally generated key instead of the sign-in service's JWKS.
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { openDatabase, type DbHandle } from '../../src/db/connection';
import { openTestDatabase, type TestDatabase } from './db';
import { startFakeSignIn, type FakeSignIn } from './sign-in-server';
import { alice, authHeaders, createTokenFactory, TEST_ISSUER, TEST_SERVICE_ID, type TestUser, type TokenFactory } from './tokens';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface LogEntry {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; stack?: string; type?: string };
  [key: string]: unknown;
}

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  tokens: TokenFactory;
  /** The sign-in service the members and invitations routes call (helpers/sign-in-server.ts). */
  signIn: FakeSignIn;
  /** Everything the app logged (pino JSON lines, parsed). */
  logs: LogEntry[];
  /** Authorization + X-Service-Id headers of a valid token for `user` (default alice, org-a). */
  headers(user?: TestUser): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<
  Pick<
    BuildAppOptions,
    | 'rateLimitMax'
    | 'corsOrigins'
    | 'maxUploadBytes'
    | 'busyRetryMs'
    | 'imports'
    | 'bulkEdits'
    | 'bodyIdleTimeoutMs'
    | 'readsAtOnce'
    | 'readsBesideWrites'
    | 'readPassMs'
    | 'appUrl'
    | 'publicUrl'
    | 'orgImportLimits'
  >
> {
  /** Another app instance on that app's database (its close() leaves the database to the first). */
  sharing?: TestApp;
  /** With `sharing`: its own connection (pool) to that database, like another API process. */
  ownConnection?: boolean;
  /** Requests without a valid token per address per minute (auth/auth-failures.ts); the app's default when absent. */
  authFailuresPerMinute?: number;
  /** How often revoked tokens are read from the database (plugins/token-revocations.ts). */
  revocationSyncMs?: number;
  /** The reminder worker; none unless asked for, so that no test's data is claimed behind its back. */
  reminders?: BuildAppOptions['reminders'];
  /** Runs before `ready()`: the place to add test-only routes. */
  configure?: (app: FastifyInstance) => void;
}

function sharedDatabase(db: DbHandle, ownConnection = false): TestDatabase {
  if (!ownConnection) return { handle: db, destroy: async () => undefined };
  const handle = openDatabase(db.options);
  return { handle, destroy: () => handle.close() };
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database: TestDatabase = opts.sharing ? sharedDatabase(opts.sharing.db, opts.ownConnection) : await openTestDatabase();
  const tokens = opts.sharing?.tokens ?? (await createTokenFactory());
  const logs: LogEntry[] = [];
  const signIn = opts.sharing?.signIn ?? (await startFakeSignIn(tokens.keySet));
  const app = buildApp({
    signInUrl: signIn.url,
    revocationSyncMs: opts.revocationSyncMs,
    db: database.handle,
    auth: { issuer: TEST_ISSUER, serviceId: TEST_SERVICE_ID, keys: tokens.keySet, failuresPerMinute: opts.authFailuresPerMinute },
    corsOrigins: opts.corsOrigins ?? [TEST_ORIGIN],
    rateLimitMax: opts.rateLimitMax,
    maxUploadBytes: opts.maxUploadBytes,
    busyRetryMs: opts.busyRetryMs,
    bodyIdleTimeoutMs: opts.bodyIdleTimeoutMs,
    readsAtOnce: opts.readsAtOnce,
    readsBesideWrites: opts.readsBesideWrites,
    readPassMs: opts.readPassMs,
    // Jobs are looked for often and a dead runner's lease passes quickly, so tests stay short.
    imports: { pollMs: 100, leaseMs: 3_000, ...opts.imports },
    bulkEdits: opts.bulkEdits,
    reminders: opts.reminders ?? false,
    appUrl: opts.appUrl,
    publicUrl: opts.publicUrl,
    orgImportLimits: opts.orgImportLimits,
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line) as LogEntry) } },
  });
  opts.configure?.(app);
  await app.ready();
  return {
    app,
    db: database.handle,
    tokens,
    signIn,
    logs,
    headers: async (user = alice) => authHeaders(await tokens.sign(user)),
    async close() {
      await app.close();
      await database.destroy();
      if (!opts.sharing) await signIn.close();
    },
  };
}
