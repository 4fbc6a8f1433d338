import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { readConfig } from './config';
import { serviceLogger } from '@meridian/service-logging';
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
    lines.push('Demo accounts (password / organisation / role):');
    for (const a of demo) {
      lines.push(`  ${a.name} <${a.email}>  password: ${a.password}  org: ${a.org}  role: ${a.role}`);
    }
  }
  console.log(lines.join('\n'));

  // On SIGINT/SIGTERM (or an uncaught error): in-flight requests finish, then the process exits;
  // a stuck one must not keep it alive past the grace.
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
