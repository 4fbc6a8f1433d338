// The real app for the in-process benchmarks (app.inject): the answer cache off, so each request
// runs its queries (these benchmarks measure the database path), and a signer of test tokens.
import { buildApp } from '../services/api/src/app';
import type { DbHandle } from '../services/api/src/db/connection';
import { authHeaders, createTokenFactory, TEST_ISSUER, TEST_SERVICE_ID } from '../services/api/test/helpers/tokens';

export async function uncachedApp(db: DbHandle) {
  const tokens = await createTokenFactory();
  const app = buildApp({
    db,
    auth: { issuer: TEST_ISSUER, serviceId: TEST_SERVICE_ID, keys: tokens.keySet },
    corsOrigins: [],
    rateLimitMax: 1_000_000_000,
    answerCacheEntries: 0,
    logger: false,
  });
  await app.ready();
  /** Headers of a user of `org`. */
  const headersOf = async (org: string) => authHeaders(await tokens.sign({ sub: `${org}-user`, name: 'Bench', email: 'bench@example.test', org }));
  return { app, headersOf };
}
