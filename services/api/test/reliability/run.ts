// Reliability tests of the API, run by `pnpm --filter @meridian/api test:reliability`
// on SQLite, or on PostgreSQL with DATABASE_URL set. Not part of `pnpm test`: they take about three
// (SQLite) to four (PostgreSQL) minutes and load the machine. Each scenario gets its own database.
//
//   DURATION=5 pnpm --filter @meridian/api test:reliability     shorter load while developing (default 30 s)
//   ONLY=crash … / ONLY=load … / ONLY=sqlmap …                 one scenario
//   ONLY=restart … (graceful and SIGKILL) / ONLY=restart-kill …  the restarts under load (20 s each)
//   ONLY=backup …                                               a backup under load restored after the disk is lost
//   CONNECTIONS (default 100), CRASH_ROWS (default 300,000: the killed job then runs again in full)
//
// Ends with the line `N passed, N failed`; the exit code is 1 if anything failed.
import { backupTest } from './backup';
import { Checks } from './checks';
import { crashTest } from './crash';
import { loadTest } from './load';
import { restartTest } from './restart';
import { scratchDatabase, type ScratchDatabase } from './scratch-db';
import { sqlmapTest } from './sqlmap';

const DURATION_S = Number(process.env.DURATION ?? 30);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const CRASH_ROWS = Number(process.env.CRASH_ROWS ?? 300_000);
const ONLY = process.env.ONLY ?? '';
/** The whole run, whatever hangs (ref'd: a run stuck on nothing must not exit 0 without a verdict). */
const RUN_LIMIT_MS = 10 * 60_000;

const scenarios: [string, (checks: Checks, db: ScratchDatabase) => Promise<void>][] = [
  ['load', (checks, db) => loadTest(checks, db, CONNECTIONS, DURATION_S)],
  ['crash', (checks, db) => crashTest(checks, db, CRASH_ROWS)],
  ['sqlmap', (checks, db) => sqlmapTest(checks, db)],
  ['restart', (checks, db) => restartTest(checks, db, 'stop')],
  ['restart-kill', (checks, db) => restartTest(checks, db, 'kill')],
  // Its own stores (a whole PostgreSQL database, which is what a backup takes), not `db`.
  ['backup', (checks) => backupTest(checks)],
];

async function main(): Promise<void> {
  const checks = new Checks();
  const started = Date.now();
  setTimeout(() => {
    checks.check('finished within 10 minutes', false);
    console.log(checks.summary());
    process.exit(1);
  }, RUN_LIMIT_MS);
  for (const [name, scenario] of scenarios.filter(([name]) => name.includes(ONLY))) {
    const database = await scratchDatabase();
    const t0 = Date.now();
    try {
      await scenario(checks, database);
    } catch (error) {
      checks.check(`${name}: ran to the end`, false, (error as Error).stack ?? String(error));
    } finally {
      await database.destroy();
    }
    console.log(`${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(checks.summary());
  process.exit(checks.failed || checks.passed === 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
