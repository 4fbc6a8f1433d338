// The API process of the reliability tests (forked by api-child.ts, so the load generator never
// shares its event loop): the real app on loopback over the database named in the environment,
// migrated on start as server.ts does, trusting a key generated here. A restart after a SIGKILL
// opens the same SQLite directory or PostgreSQL schema again.
//   RELIABILITY_DB = JSON of DialectOptions ({ dataDir } or { databaseUrl, pgSchema })
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/connection';
import { migrateToLatest } from '../../src/db/migrate';
import { authHeaders, createTokenFactory, TEST_ISSUER, TEST_SERVICE_ID } from '../helpers/tokens';

export interface ApiReady {
  type: 'ready';
  port: number;
  dialect: string;
  /** Authorization + X-Service-Id of one user per organisation asked for in RELIABILITY_ORGS. */
  headers: Record<string, Record<string, string>>;
}

async function main(): Promise<void> {
  const db = openDatabase(JSON.parse(process.env.RELIABILITY_DB!));
  await migrateToLatest(db);
  const tokens = await createTokenFactory();
  const app = buildApp({
    db,
    auth: { issuer: TEST_ISSUER, serviceId: TEST_SERVICE_ID, keys: tokens.keySet },
    corsOrigins: [],
    rateLimitMax: 1_000_000_000,
    // Only failures: a 5xx is logged with its stack, which is what a failing run needs.
    logger: { level: 'error' },
    // A killed process's import is taken up by the restarted one once this has passed.
    imports: { leaseMs: 3_000 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const headers: ApiReady['headers'] = {};
  for (const org of (process.env.RELIABILITY_ORGS ?? '').split(',').filter(Boolean)) {
    const user = { sub: `user-${org}`, name: 'Reliability', email: `reliability@${org}.test`, org };
    headers[org] = authHeaders(await tokens.sign(user, { expiresIn: 3600 }));
  }
  // The test runner died (or timed out): do not outlive it.
  process.on('disconnect', () => process.exit(1));
  process.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return;
    await app.close();
    await db.close();
    process.exit(0);
  });
  process.send!({ type: 'ready', port, dialect: db.dialect, headers } satisfies ApiReady);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
