// The CSV text of a large docs/PRODUCT.md §7 preview or execute body (4 MB and more) never becomes a string on
// the API's thread: the thread that parses the JSON hands it back as bytes, which move on to the
// preview thread without a copy (a 19 MB string copied in and out held everyone's requests for tens
// of milliseconds per body). The answers are the ones a small body gets.
import { Worker } from 'node:worker_threads';
import { createTestApp, type TestApp } from './helpers/app';
import { importApi } from './helpers/imports';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const LARGE = 5 * 1024 * 1024;
const NOTE = 'n'.repeat(1000);

/** A CSV of about `bytes`, each row padded by a note the mapping skips. */
function csvOf(bytes: number, tag: string): { csv: string; rows: number } {
  const rows = Math.ceil(bytes / (NOTE.length + 40));
  const lines = Array.from({ length: rows }, (_, i) => `Ann${i},Lee,ann${i}@${tag}.test,${NOTE}`);
  return { csv: ['first,last,email,note', ...lines].join('\n'), rows };
}

describe('a large docs/PRODUCT.md §7 body', () => {
  it('reaches the preview thread as bytes that are moved, not a copied string', async () => {
    const posted = jest.spyOn(Worker.prototype, 'postMessage');
    const { csv, rows } = csvOf(LARGE, 'handoff');
    const res = await importApi(t).call('POST', '/import-export/preview', { csvData: csv });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ headers: ['first', 'last', 'email', 'note'], totalRows: rows });
    const sent = posted.mock.calls.filter(([message]) => (message as { task?: { kind?: string } }).task?.kind === 'legacy');
    expect(sent).toHaveLength(1);
    const [message, transfer] = sent[0]! as [{ task: { csv: unknown } }, ArrayBuffer[]];
    expect(message.task.csv).toBeInstanceOf(Uint8Array);
    const bytes = message.task.csv as Uint8Array;
    expect(transfer).toEqual([bytes.buffer]);
    expect(bytes.buffer.byteLength).toBe(0); // moved: nothing of it is left on this thread
  });

  it('is imported by execute exactly as a small one', async () => {
    const { csv, rows } = csvOf(LARGE, 'handoff-execute');
    const data = await importApi(t).run(csv, { first: 'first', last: 'last', email: 'email', note: 'skip' });
    expect(data).toMatchObject({ imported: rows, failed: 0 });
  });
});
