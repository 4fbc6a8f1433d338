// An import's error report is unzipped while it is sent, never at once on the event loop (a
// million-row report, unzipped whole, held everyone's requests for seconds per download): the
// answer is a stream (chunked, no length known up front) and gunzipSync is never called.
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from './helpers/app';
import { csvLines as lines, importJobsApi } from './helpers/import-jobs';

let t: TestApp;
let jobs: ReturnType<typeof importJobsApi>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000 });
  jobs = importJobsApi(t);
});
afterAll(() => t.close());

afterEach(() => jest.restoreAllMocks());

it('streams a large error report, row for row as stored', async () => {
  const rows = Array.from({ length: 30_000 }, (_, i) => `Row${i},Last,not-an-address-${i}`);
  const job = await jobs.run(lines('first,last,email', ...rows), { columnMapping: { first: 'first', last: 'last', email: 'email' } });
  expect(job).toMatchObject({ status: 'done', failed: rows.length });

  const unzipAtOnce = jest.spyOn(zlib, 'gunzipSync');
  const res = await jobs.call('GET', `/imports/${job.id}/errors`);
  expect(res.statusCode).toBe(200);
  expect(unzipAtOnce).not.toHaveBeenCalled();
  expect(res.headers['transfer-encoding']).toBe('chunked');
  expect(res.headers['content-length']).toBeUndefined();
  const report = res.body.trim().split('\r\n');
  expect(report).toHaveLength(rows.length + 1);
  expect(report[0]).toBe('row,error,first,last,email');
  expect(report.at(-1)).toBe(
    `${rows.length + 1},Please enter a valid email address: not-an-address-${rows.length - 1},Row${rows.length - 1},Last,not-an-address-${rows.length - 1}`,
  );
});
