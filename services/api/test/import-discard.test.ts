// A cancelled or failed import's rows are removed by the import worker, slice by slice, while the
// API reads on: at every moment a reader sees the import either still pending (its rows hidden)
// or without a row left, since the pending mark goes last. A reader that counts the rows and the
// pending mark in two statements can still see rows beside no mark, when the removal ends between
// its statements: what import-hidden.test.ts once saw on a loaded CI machine. Both databases.
import path from 'node:path';
import { Client } from 'pg';
import { openSqlite, pgConnectionConfig } from '../src/db/connection';
import { uuidv7Sequence } from '../src/import/id-sequence';
import type { DiscardInput, WorkerMessage } from '../src/import/import-worker';
import type { ContactImportStore, NewContacts } from '../src/repositories/contact-import';
import { postgresContactImport } from '../src/repositories/contact-import-postgres';
import { sqliteContactImport } from '../src/repositories/contact-import-sqlite';
import { startWorker } from '../src/workers/start-worker';
import { openTestDatabase, usingPostgres, type TestDatabase } from './helpers/db';
import { importRows, type ImportRows } from './helpers/import-rows';

const ORG = 'org-discard';
// Several slices of the removal on either database (2,000 rows a slice on SQLite, 10,000 on PostgreSQL).
const BATCHES = 3;
const BATCH_ROWS = 5_000;

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.destroy());

function rows(batch: number): NewContacts {
  const first = Array.from({ length: BATCH_ROWS }, (_, i) => `Removed${batch * BATCH_ROWS + i}`);
  const none = first.map(() => null);
  return { newId: uuidv7Sequence(), first, last: first.map(() => 'Row'), email: none, emailKey: none, phone: none, company: none, companyId: none, tags: none };
}

/** A pending import of BATCHES batches and a company, written as the import worker writes them. */
async function pendingImport(importId: string): Promise<void> {
  const scope = { orgSlug: ORG, importId, ownerId: null, now: new Date().toISOString() };
  let store: ContactImportStore;
  if (usingPostgres) {
    const client = new Client(pgConnectionConfig(t.handle.options));
    await client.connect();
    store = postgresContactImport({ client, ...scope });
  } else {
    store = sqliteContactImport({ db: openSqlite(t.handle.options), ...scope });
  }
  await store.open();
  for (let batch = 0; batch < BATCHES; batch++) {
    const companies = batch ? [] : [{ id: `${importId}-co`, name: `Removed Co ${importId}` }];
    await store.write({ companies, contacts: rows(batch), updates: [] }, () => ({ records: (batch + 1) * BATCH_ROWS, summary: '{}' }));
  }
  await store.close();
}

/** Removes the import in an import worker, as the job runner does; resolves once it has. */
function discardInWorker(importId: string): Promise<WorkerMessage> {
  const input: DiscardInput = { mode: 'discard', db: t.handle.options, importId, orgSlug: ORG };
  const worker = startWorker(path.join(__dirname, '../src/import'), 'import-worker', __filename, { workerData: input });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: WorkerMessage) => void worker.terminate().then(() => resolve(message)));
    worker.once('error', reject);
  });
}

describe('the removal of a stopped import, as a reader sees it', () => {
  it('shows its rows only while it is still pending, then none', async () => {
    await pendingImport('import-discarded');
    const all = BATCHES * BATCH_ROWS;
    expect(await importRows(t.handle.db, ORG, 'import-discarded')).toEqual({ contacts: all, companies: 1, pending: 1 });

    let ended = false;
    const removal = discardInWorker('import-discarded').finally(() => (ended = true));
    const seen: ImportRows[] = [];
    while (!ended) {
      seen.push(await importRows(t.handle.db, ORG, 'import-discarded'));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await removal).toEqual({ type: 'discarded' });
    seen.push(await importRows(t.handle.db, ORG, 'import-discarded'));

    // Never a row beside no pending mark, and never a row back once gone.
    expect(seen.filter((s) => !s.pending && (s.contacts || s.companies))).toEqual([]);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.contacts).toBeLessThanOrEqual(seen[i - 1]!.contacts);
    expect(seen.at(-1)).toEqual({ contacts: 0, companies: 0, pending: 0 });
    // The reads saw the removal under way, not only its two ends.
    expect(seen.some((s) => s.contacts > 0 && s.contacts < all)).toBe(true);
  }, 60_000);

  it('can seem to leave rows to a reader of two statements that the removal ends between', async () => {
    await pendingImport('import-read-twice');
    const countContacts = () =>
      t.handle.db
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('org_slug', '=', ORG)
        .where('import_id', '=', 'import-read-twice')
        .executeTakeFirstOrThrow();
    const countPending = () =>
      t.handle.db
        .selectFrom('pending_imports')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('id', '=', 'import-read-twice')
        .executeTakeFirstOrThrow();

    // The reader's first statement sees the rows; the removal runs and ends before its second,
    // as when a busy machine pauses the reader between them.
    const contacts = Number((await countContacts()).n);
    await discardInWorker('import-read-twice');
    const pending = Number((await countPending()).n);
    expect({ contacts: contacts > 0, pending }).toEqual({ contacts: true, pending: 0 });
    // One statement never sees that.
    expect(await importRows(t.handle.db, ORG, 'import-read-twice')).toEqual({ contacts: 0, companies: 0, pending: 0 });
  }, 60_000);
});
