// The data version (DbHandle.dataVersion): one read shared by all who asked before it was made,
// never by those who ask after (their answer must include what committed before they asked).
import { sql } from 'kysely';
import { sharedReads } from '../src/db/data-version';
import { openTestDatabase, usingPostgres } from './helpers/db';

it('shares one read among the callers that asked before it, and reads again for a later caller', async () => {
  let reads = 0;
  let later: Promise<string> | undefined;
  const version = sharedReads(async () => {
    reads += 1;
    later ??= version(); // asked while the read is being made: must not get this read
    return `v${reads}`;
  });
  expect(await Promise.all([version(), version(), version()])).toEqual(['v1', 'v1', 'v1']);
  expect(await later).toBe('v2');
  expect(reads).toBe(2);
});

it('moves on with a committed write', async () => {
  const { handle, destroy } = await openTestDatabase();
  try {
    const before = await handle.dataVersion();
    // (Without a write it stays put, which only SQLite can promise here: PostgreSQL's is the whole
    // server's, which other tests and autovacuum write to; see cached-answers.test.ts.)
    if (!usingPostgres) expect(await handle.dataVersion()).toBe(before);
    await sql`insert into contact_counts (org_slug, live) values ('org-v', 0)`.execute(handle.db);
    expect(await handle.dataVersion()).not.toBe(before);
  } finally {
    await destroy();
  }
});
