// Progress polling while an import runs, and the request size limit (docs/PRODUCT.md §9: 100 MB).
import { createTestApp, type TestApp } from './helpers/app';
import { csv, importApi, type Mapping } from './helpers/imports';
import { bob } from './helpers/tokens';

let t: TestApp;
let api: ReturnType<typeof importApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = importApi(t);
});
afterAll(() => t.close());

const MAPPING: Mapping = { first: 'first', last: 'last', email: 'email' };
const PHASES = ['parsing', 'validating', 'writing', 'finishing', 'done'];
const progress = (id: string, client = api) => client.call('GET', `/import-export/progress/${encodeURIComponent(id)}`);

describe('GET /import-export/progress/:importId', () => {
  it('reports the phases in order while the import runs, then done with the row totals', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `Row${i},Last,row${i}@progress.test`);
    const running = api.run(csv('first,last,email', ...rows, 'Bad,Row,not-an-email'), MAPPING, { importId: 'progress-1' });
    let finished = false;
    void running.finally(() => (finished = true));
    const seen: { phase: string; processed: number; total: number }[] = [];
    while (!finished) {
      const res = await progress('progress-1');
      if (res.statusCode === 200) seen.push(res.json());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await running).toMatchObject({ imported: 20_000, failed: 1 });
    expect(seen.some((s) => s.phase === 'validating' || s.phase === 'writing')).toBe(true);
    const order = seen.map((s) => PHASES.indexOf(s.phase));
    expect(order).toEqual([...order].sort((a, b) => a - b)); // never goes back
    for (const s of seen) expect(s.processed).toBeLessThanOrEqual(s.total);

    const done = await progress('progress-1');
    expect([done.statusCode, done.json()]).toEqual([200, { importId: 'progress-1', phase: 'done', processed: 20_001, total: 20_001 }]);
  });

  it("is a 404 for an unknown id and for another organisation's import", async () => {
    await api.run(csv('first,last,email', 'Ann,Lee,ann@mine.test'), MAPPING, { importId: 'mine' });
    expect((await progress('mine')).json().phase).toBe('done');
    for (const res of [await progress('mine', importApi(t, bob)), await progress('never-started')]) {
      expect([res.statusCode, res.json()]).toEqual([404, { error: 'Import not found', code: 'import_not_found' }]);
    }
  });

  it('is gone when the import was refused', async () => {
    const res = await api.execute({ csvData: 'first,last,email\n', columnMapping: MAPPING, importId: 'refused' });
    expect(res.statusCode).toBe(400);
    expect((await progress('refused')).statusCode).toBe(404);
  });
});

describe('size limit', () => {
  const LIMIT = 104_857_600;
  const body = (padding: number) => {
    const json = JSON.stringify({ csvData: csv('first,last,email', 'Max,Limit,max@limit.test'), columnMapping: MAPPING });
    return `${json.slice(0, -1)}${' '.repeat(padding)}}`; // JSON whitespace: same request, any size
  };

  it('accepts a body of exactly 100 MB', async () => {
    const payload = body(LIMIT - body(0).length);
    expect(Buffer.byteLength(payload)).toBe(LIMIT);
    const res = await api.call('POST', '/import-export/execute', payload);
    expect([res.statusCode, res.json().data?.imported]).toEqual([200, 1]);
  });

  it('refuses a larger body with a 413 that names the limit', async () => {
    const payload = body(LIMIT - body(0).length + 1);
    const res = await api.call('POST', '/import-export/execute', payload);
    expect([res.statusCode, res.json()]).toEqual([413, { error: 'The file is larger than the 100 MB limit', code: 'import_too_large' }]);
  });
});
