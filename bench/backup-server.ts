// The API process of the backup benchmark (forked by backup.ts): the real app on loopback over a
// whole store of its own (a data directory, or a PostgreSQL database: what a backup takes), with an
// organisation of ROWS contacts and ATTACH_MB of attachments (1 MB files of random bytes, which no
// compression shrinks). Sends {type:'ready', port, dialect, headers, sources}; stops on {type:'stop'}.
import { randomBytes } from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import type { BackupSources } from '../services/api/src/backup/sources';
import { buildApp } from '../services/api/src/app';
import { migrateToLatest } from '../services/api/src/db/migrate';
import { tenantScope } from '../services/api/src/db/tenant-scope';
import { freshStore } from '../services/api/test/helpers/backup-stores';
import { authHeaders, createTokenFactory, TEST_ISSUER, TEST_SERVICE_ID } from '../services/api/test/helpers/tokens';
import { maintain } from './contacts-maintain';
import { seedContacts } from './contacts-seed';

export const BACKUP_ORG = 'bench-backup';
const ROWS = Number(process.env.ROWS ?? 100_000);
const ATTACH_MB = Number(process.env.ATTACH_MB ?? 100);

export interface BackupServerReady {
  type: 'ready';
  port: number;
  dialect: string;
  headers: Record<string, string>;
  sources: BackupSources;
}

async function main(): Promise<void> {
  const store = await freshStore();
  const handle = store.open();
  await migrateToLatest(handle);
  const started = Date.now();
  await seedContacts(handle, { org: BACKUP_ORG, contacts: ROWS, companies: Math.max(1, Math.floor(ROWS / 25)) });
  const scope = tenantScope(handle.db, BACKUP_ORG, handle.dialect);
  const contacts = await scope.selectFrom('contacts').select('id').limit(ATTACH_MB).execute();
  for (const [i, { id }] of contacts.entries()) {
    const row = { id: uuidv7(), filename: `file-${i}.bin`, size: 1024 * 1024, mime_type: 'application/octet-stream', uploaded_at: new Date().toISOString() };
    await scope.insertInto('attachments', { ...row, contact_id: id }).execute();
    await scope.insertInto('attachment_data', { id: row.id, data: randomBytes(row.size) }).execute();
  }
  await maintain(handle);
  console.error(`${handle.dialect}: seeded ${ROWS} contacts and ${contacts.length} MB of attachments in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const tokens = await createTokenFactory();
  const app = buildApp({
    db: handle,
    auth: { issuer: TEST_ISSUER, serviceId: TEST_SERVICE_ID, keys: tokens.keySet },
    corsOrigins: [],
    rateLimitMax: 1e9,
    logger: false,
  });
  const token = await tokens.sign({ sub: 'user-backup', name: 'Backup', email: 'backup@bench.test', org: BACKUP_ORG }, { expiresIn: 7200 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return;
    await app.close();
    await handle.close();
    await store.destroy();
    process.exit(0);
  });
  const ready: BackupServerReady = {
    type: 'ready',
    port: typeof address === 'object' && address ? address.port : 0,
    dialect: handle.dialect,
    headers: authHeaders(token),
    sources: store.sources,
  };
  process.send!(ready);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
