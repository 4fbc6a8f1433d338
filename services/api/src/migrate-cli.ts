// `pnpm --filter @meridian/api migrate`: apply pending migrations and exit (same env as the server).
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    const { applied } = await migrateToLatest(db);
    const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
    console.log(applied.length ? `Applied ${applied.join(', ')} (${where})` : `Schema up to date (${where})`);
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
