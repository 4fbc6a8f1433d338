// The API process of the audit benchmark (forked by audit-cost.ts with MERIDIAN_BENCH_AUDIT=on or
// off, the bench-only switch of services/api/src/repositories/audit-log.ts, read once at start):
// the real app on loopback over an organisation of CONTACTS contacts, answering a token for any
// organisation. The import worker threads inherit the switch with the environment.
import { buildApp } from '../services/api/src/app';
import { tenantScope } from '../services/api/src/db/tenant-scope';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { authHeaders, createTokenFactory, TEST_ISSUER, TEST_SERVICE_ID } from '../services/api/test/helpers/tokens';
import { seedContacts } from './contacts-seed';

export const UPDATE_ORG = 'bench-audit';
const CONTACTS = Number(process.env.CONTACTS ?? 50_000);

export interface AuditServerReady {
  type: 'ready';
  port: number;
  dialect: string;
  contactIds: string[];
}

async function main(): Promise<void> {
  const database = await openTestDatabase();
  await seedContacts(database.handle, { org: UPDATE_ORG, contacts: CONTACTS, companies: 500 });
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
  const contactIds = (
    await tenantScope(database.handle.db, UPDATE_ORG, database.handle.dialect)
      .selectFrom('contacts')
      .select('id')
      .where('deleted_at', 'is', null)
      .limit(5_000)
      .execute()
  ).map((r) => r.id);
  process.on('message', async (message: { type: string; org?: string }) => {
    if (message.type === 'token') {
      const org = message.org!;
      const token = await tokens.sign({ sub: `user-${org}`, name: 'Bench', email: `bench@${org}.test`, org }, { expiresIn: 7200 });
      process.send!({ type: 'token', headers: authHeaders(token) });
    } else if (message.type === 'cpu') {
      // This process's CPU time (every thread, the import worker's included), in microseconds.
      const { user, system } = process.cpuUsage();
      process.send!({ type: 'cpu', micros: user + system });
    } else if (message.type === 'stop') {
      await app.close();
      await database.destroy();
      process.exit(0);
    }
  });
  process.on('disconnect', () => process.exit(1));
  process.send!({ type: 'ready', port, dialect: database.handle.dialect, contactIds } satisfies AuditServerReady);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
