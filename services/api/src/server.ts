// Production entry: read the environment, migrate, listen, and shut down cleanly on signals.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { serviceLogger } from '@meridian/service-logging';
import { seedDemoData } from './demo/seed-demo';
import { signInKeys } from './auth/sign-in-keys';
import { startBackupSchedule } from './backup/schedule';
import { sourcesFromConfig } from './backup/sources';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config);
  const app = buildApp({
    db,
    // jose caches the key set and refetches it when a token names an unknown key (rotation).
    auth: {
      issuer: config.signInIssuer,
      serviceId: config.serviceId,
      keys: signInKeys(new URL(config.jwksUrl)),
      failuresPerMinute: config.authFailuresPerMinute,
    },
    corsOrigins: config.corsOrigins,
    signInUrl: config.signInUrl,
    rateLimitMax: config.rateLimitMax,
    maxUploadBytes: config.maxUploadBytes,
    bodyIdleTimeoutMs: config.bodyIdleTimeoutMs,
    logger: serviceLogger(config.logLevel),
    trustProxy: config.trustProxy,
    imports: { concurrency: config.importConcurrency, leaseMs: config.importLeaseMs },
    reminders: { everyMs: config.reminderEveryMs, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom },
    trash: { days: config.trashDays, purgeEveryMs: config.trashPurgeEveryMs },
    appUrl: config.appUrl,
    publicUrl: config.apiPublicUrl,
  });

  const { applied } = await migrateToLatest(db);
  app.log.info({ applied, database: db.dialect }, applied.length ? 'migrations applied' : 'schema up to date');
  if (config.demoOrg && (await seedDemoData(db, config.demoOrg))) {
    app.log.info({ org: config.demoOrg }, 'demo data created');
  }

  const backups =
    config.backupDir && config.backupEveryMs
      ? startBackupSchedule({ sources: sourcesFromConfig(config), dir: config.backupDir, everyMs: config.backupEveryMs, keep: config.backupKeep, log: app.log })
      : undefined;

  // On SIGINT/SIGTERM (or an uncaught error): stop taking requests, let those in flight finish,
  // close the database, exit. A hung request must not keep the process alive past the grace.
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await backups?.stop();
    await app.close();
    await db.close();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'could not start');
    await db.close();
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
