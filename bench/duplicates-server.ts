// The API process of bench:duplicates (forked by duplicates.ts, so the load generator does not
// share its event loop): the real app on loopback, the answer cache off (every request runs its
// queries; the finder keeps its own lists per data version), over organisation A of CONTACTS
// contacts with GROUPS duplicate groups (duplicates-seed.ts) and organisation B of 1,000 contacts.
import { buildApp } from '../services/api/src/app';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { authHeaders, createTokenFactory, TEST_ISSUER, TEST_SERVICE_ID } from '../services/api/test/helpers/tokens';
import { maintain } from './contacts-maintain';
import { seedContacts } from './contacts-seed';
import { seedDuplicates } from './duplicates-seed';

export const FINDER_ORG = 'bench-finder';
export const OTHER_ORG = 'bench-finder-other';
const CONTACTS = Number(process.env.CONTACTS ?? 1_000_000);
const GROUPS = Number(process.env.DUPLICATE_GROUPS ?? 10_000);
const COMPANIES = Number(process.env.COMPANIES ?? 20_000);

export interface FinderServerReady {
  type: 'ready';
  port: number;
  dialect: string;
  contacts: number;
  groups: number;
  seedSeconds: number;
  /** A's owner and B's. */
  headers: Record<string, string>;
  otherHeaders: Record<string, string>;
}

async function main(): Promise<void> {
  const database = await openTestDatabase();
  const started = Date.now();
  await seedDuplicates(database.handle, { org: FINDER_ORG, contacts: CONTACTS, groups: GROUPS, companies: COMPANIES }, (done) => {
    if (done % 200_000 === 0) console.error(`  ${done.toLocaleString('en')} contacts`);
  });
  await seedContacts(database.handle, { org: OTHER_ORG, contacts: 1_000, companies: 10 });
  await maintain(database.handle);
  const seedSeconds = (Date.now() - started) / 1000;
  const tokens = await createTokenFactory();
  const app = buildApp({
    db: database.handle,
    auth: { issuer: TEST_ISSUER, serviceId: TEST_SERVICE_ID, keys: tokens.keySet },
    corsOrigins: [],
    rateLimitMax: 1_000_000_000,
    answerCacheEntries: 0,
    logger: false,
  });
  const sign = (sub: string, org: string) => tokens.sign({ sub, name: 'Bench', email: `${sub}@bench.test`, org }, { expiresIn: 7200 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return;
    await app.close();
    await database.destroy();
    process.exit(0);
  });
  const ready: FinderServerReady = {
    type: 'ready',
    port: typeof address === 'object' && address ? address.port : 0,
    dialect: database.handle.dialect,
    contacts: CONTACTS,
    groups: GROUPS,
    seedSeconds,
    headers: authHeaders(await sign('finder-owner', FINDER_ORG)),
    otherHeaders: authHeaders(await sign('other-owner', OTHER_ORG)),
  };
  process.send!(ready);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
