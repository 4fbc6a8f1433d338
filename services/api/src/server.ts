// Production entry: read the environment, migrate, listen, and shut down cleanly on signals.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { serviceLogger } from './logging';
import { seedDemoData } from './demo/seed-demo';
import { signInKeys } from './plugins/sign-in-keys';

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
    rateLimitMax: config.rateLimitMax,
    maxUploadBytes: config.maxUploadBytes,
    bodyIdleTimeoutMs: config.bodyIdleTimeoutMs,
    logger: serviceLogger(config.logLevel),
    trustProxy: config.trustProxy,
    imports: { concurrency: config.importConcurrency, leaseMs: config.importLeaseMs },
  });

  const { applied } = await migrateToLatest(db);
  app.log.info({ applied, database: db.dialect }, applied.length ? 'migrations applied' : 'schema up to date');
  if (config.demoOrg && (await seedDemoData(db, config.demoOrg))) {
    app.log.info({ org: config.demoOrg }, 'demo data created');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests get a grace period; a hung one must not keep the process alive.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

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
