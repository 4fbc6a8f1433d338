// The API process of bench:org-export (forked by org-export.ts, so that its memory is measured
// apart from the client's): the real app listening on loopback, from the TypeScript sources, an
// organisation of ROWS contacts (a note each tenth), their companies, and ATTACH_MB of files in
// FILE_MB files; its own RSS sampled every 50 ms.
import { uuidv7 } from 'uuidv7';
import { buildApp } from '../services/api/src/app';
import { tenantScope } from '../services/api/src/db/tenant-scope';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { authHeaders, createTokenFactory, TEST_ISSUER, TEST_SERVICE_ID } from '../services/api/test/helpers/tokens';
import { seedContacts } from './contacts-seed';

export const SOURCE_ORG = 'bench-export-from';
const ROWS = Number(process.env.ROWS ?? 100_000);
const ATTACH_MB = Number(process.env.ATTACH_MB ?? 100);
const FILE_MB = Number(process.env.FILE_MB ?? 1);

async function seed(database: Awaited<ReturnType<typeof openTestDatabase>>): Promise<void> {
  const started = Date.now();
  await seedContacts(database.handle, { org: SOURCE_ORG, contacts: ROWS, companies: Math.max(1, Math.round(ROWS / 20)) });
  const scope = tenantScope(database.handle.db, SOURCE_ORG, database.handle.dialect);
  const now = new Date().toISOString();
  let after = '';
  let seen = 0;
  // A note on every tenth contact, a file on the first ATTACH_MB / FILE_MB.
  const files = Math.round(ATTACH_MB / FILE_MB);
  for (;;) {
    const ids = (await scope.selectFrom('contacts').select('id').where('id', '>', after).orderBy('id').limit(5_000).execute()).map((r) => r.id);
    if (!ids.length) break;
    after = ids[ids.length - 1]!;
    await scope.transaction(async (tx) => {
      const notes = ids
        .filter((_id, i) => (seen + i) % 10 === 0)
        .map((id) => ({ id: uuidv7(), contact_id: id, body: `A note about ${id}, with "quotes", commas and é`, created_at: now, updated_at: now }));
      for (let i = 0; i < notes.length; i += 500) await tx.insertInto('notes', notes.slice(i, i + 500)).execute();
      for (let i = 0; i < ids.length && seen + i < files; i++) {
        const id = uuidv7();
        // Bytes that do not compress, different for each file.
        const data = Buffer.alloc(FILE_MB * 1024 * 1024, (seen + i) % 251);
        for (let b = 0; b < data.length; b += 97) data[b] = (b * 7919 + i) % 256;
        await tx
          .insertInto('attachments', {
            id,
            contact_id: ids[i]!,
            filename: `file-${seen + i}.bin`,
            mime_type: 'application/octet-stream',
            size: data.length,
            uploaded_at: now,
          })
          .execute();
        await tx.insertInto('attachment_data', { id, data }).execute();
      }
    });
    seen += ids.length;
  }
  process.send!({ type: 'log', text: `seeded ${ROWS} contacts, ${files} files of ${FILE_MB} MB in ${((Date.now() - started) / 1000).toFixed(1)} s` });
}

async function main(): Promise<void> {
  const send = (message: object) => process.send!(message);
  const database = await openTestDatabase();
  await seed(database);
  const tokens = await createTokenFactory();
  const app = buildApp({
    db: database.handle,
    auth: { issuer: TEST_ISSUER, serviceId: TEST_SERVICE_ID, keys: tokens.keySet },
    corsOrigins: [],
    rateLimitMax: 1_000_000_000,
    logger: false,
    orgImportLimits: { maxBytes: 64 * 1024 ** 3 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let peak = 0;
  setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50).unref();

  process.on('message', async (message: { type: string; org?: string }) => {
    if (message.type === 'token') {
      const org = message.org!;
      const token = await tokens.sign({ sub: `owner-${org}`, name: 'Bench Owner', email: 'owner@bench.test', org }, { expiresIn: 7200 });
      send({ type: 'token', headers: authHeaders(token) });
    } else if (message.type === 'reset-rss') {
      peak = process.memoryUsage.rss();
      send({ type: 'rss', peak });
    } else if (message.type === 'rss') {
      peak = Math.max(peak, process.memoryUsage.rss());
      send({ type: 'rss', peak });
    } else if (message.type === 'stop') {
      await app.close();
      await database.destroy();
      process.exit(0);
    }
  });
  send({ type: 'ready', port, dialect: database.handle.dialect });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
