// One API instance of the reminders benchmark (forked twice by reminders.ts): the real app on the
// benchmark's database, with its reminder worker ticking every REMINDER_EVERY_MS and emailing
// through SMTP_URL when set. It serves no requests: only its worker matters here.
import { buildApp } from '../services/api/src/app';
import { openDatabase } from '../services/api/src/db/connection';
import type { DialectOptions } from '../services/api/src/db/dialect';
import { createTokenFactory, TEST_ISSUER, TEST_SERVICE_ID } from '../services/api/test/helpers/tokens';

async function main(): Promise<void> {
  const options = JSON.parse(process.env.BENCH_DB_OPTIONS!) as DialectOptions;
  const db = openDatabase(options);
  const tokens = await createTokenFactory();
  const app = buildApp({
    db,
    auth: { issuer: TEST_ISSUER, serviceId: TEST_SERVICE_ID, keys: tokens.keySet },
    corsOrigins: [],
    logger: { level: 'warn' },
    reminders: { everyMs: Number(process.env.REMINDER_EVERY_MS ?? 10_000), smtpUrl: process.env.SMTP_URL, mailFrom: 'Bench <bench@example.test>' },
    appUrl: 'http://localhost:3000',
  });
  await app.ready();
  process.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return;
    await app.close();
    await db.close();
    process.exit(0);
  });
  process.on('disconnect', () => process.exit(1));
  process.send!({ type: 'ready' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
