// The API process of the import benchmarks (forked by import-api.ts and import-isolation.ts through
// import-harness.ts, so that its memory and event loop are measured apart from the client's): the real app listening on loopback, a reader
// organisation with contacts, and its own RSS sampled every 50 ms (the import worker is a thread
// of this process, so RSS includes it). The app is the compiled one `pnpm start` runs (bench:import
// builds it first): from the TypeScript sources, each import worker would compile its own code
// before starting (~1 s).
import { openTestDatabase } from '../services/api/test/helpers/db';
import { authHeaders, createTokenFactory, TEST_ISSUER, TEST_SERVICE_ID } from '../services/api/test/helpers/tokens';
import { seedContacts } from './contacts-seed';
import { READER_ORG } from './import-csv';

// The compiled app, typed by its sources (the build emits no declarations).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build output, loaded as CommonJS
const { buildApp } = require('../services/api/dist/app') as typeof import('../services/api/src/app');
const READER_CONTACTS = Number(process.env.READER_CONTACTS ?? 20_000);

async function main(): Promise<void> {
  const send = (message: object) => process.send!(message);
  const database = await openTestDatabase();
  await seedContacts(database.handle, { org: READER_ORG, contacts: READER_CONTACTS, companies: 100 });
  const tokens = await createTokenFactory();
  const app = buildApp({
    db: database.handle,
    auth: { issuer: TEST_ISSUER, serviceId: TEST_SERVICE_ID, keys: tokens.keySet },
    corsOrigins: [],
    rateLimitMax: 1_000_000_000,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  let peak = 0;
  let peakAt = Date.now(); // wall clock of the peak, to tell which phase of an import it came in
  // RSS every 250 ms since the last reset: [wall clock, MB].
  let series: [number, number][] = [];
  let samples = 0;
  const sample = () => {
    const rss = process.memoryUsage.rss();
    if (rss > peak) [peak, peakAt] = [rss, Date.now()];
    if (samples++ % 5 === 0) series.push([Date.now(), Math.round(rss / 2 ** 20)]);
  };
  setInterval(sample, 50).unref();

  process.on('message', async (message: { type: string; org?: string }) => {
    if (message.type === 'token') {
      const org = message.org!;
      const token = await tokens.sign({ sub: `user-${org}`, name: 'Bench', email: `bench@${org}.test`, org }, { expiresIn: 3600 });
      send({ type: 'token', headers: authHeaders(token) });
    } else if (message.type === 'reset-rss') {
      [peak, peakAt] = [process.memoryUsage.rss(), Date.now()];
      series = [];
      send({ type: 'rss', current: peak, peak, peakAt });
    } else if (message.type === 'rss') {
      sample();
      send({ type: 'rss', current: process.memoryUsage.rss(), peak, peakAt, series });
    } else if (message.type === 'stop') {
      await app.close();
      await database.destroy();
      process.exit(0);
    }
  });
  // A benchmark that crashed must not leave its API running.
  process.on('disconnect', () => process.exit(1));
  send({ type: 'ready', port, dialect: database.handle.dialect });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
