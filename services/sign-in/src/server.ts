import { buildApp } from './app';
import { readConfig } from './config';
import { serviceLogger } from './logging';
import { deleteExpiredRefreshTokens } from './repositories/refresh-tokens';
import { deleteExpiredSessions } from './repositories/sessions';
import { seedDemo } from './seed';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const app = buildApp({ ...config.app, logger: serviceLogger(config.logLevel) });
  await app.ready(); // migrates and loads (or creates) the signing key

  const now = new Date().toISOString();
  await deleteExpiredSessions(app.db, now);
  await deleteExpiredRefreshTokens(app.db, now);
  const demo = config.seedDemo ? await seedDemo(app.db) : [];

  await app.listen({ port: config.port, host: config.host });
  const lines = [`Meridian Accounts (sign-in service) is running at ${config.publicUrl}` + ` (listening on ${config.host}:${config.port})`];
  if (demo.length > 0) {
    lines.push('Demo accounts (password / organisation):');
    for (const a of demo) {
      lines.push(`  ${a.name} <${a.email}>  password: ${a.password}  org: ${a.org}`);
    }
  }
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // In-flight requests finish; a stuck one must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
