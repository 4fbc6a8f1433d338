// Text the contacts API refuses (U+0000, a lone UTF-16 surrogate: http/text-check.ts) is never
// imported either: its row is refused and named in the error report, so every imported contact can
// be saved again unchanged. A header holding such text could be previewed but never mapped (the
// mapping is JSON): the preview and the upload refuse it, naming the column. Both databases.
import { createTestApp, type TestApp } from './helpers/app';
import { importApi } from './helpers/imports';
import { csvLines as lines, importJobsApi } from './helpers/import-jobs';

let t: TestApp;
let jobs: ReturnType<typeof importJobsApi>;
let api: ReturnType<typeof importApi>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000 });
  jobs = importJobsApi(t);
  api = importApi(t);
});
afterAll(() => t.close());

const NUL_RULE = 'must not contain NUL characters (\\u0000)';
const SURROGATE_RULE = 'must not contain unpaired UTF-16 surrogates (such as \\ud800)';

/** Every live contact of the organisation, PUT back exactly as stored: each answer's status. */
async function saveEveryContactUnchanged(): Promise<number[]> {
  const contacts = await api.scope
    .selectFrom('contacts')
    .select(['id', 'first', 'last', 'email', 'phone', 'company', 'tags'])
    .where('deleted_at', 'is', null)
    .execute();
  const statuses = [];
  for (const { id, ...fields } of contacts) {
    const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
    statuses.push(await putContact(id, body));
  }
  return statuses;
}

async function putContact(id: string, body: Record<string, unknown>): Promise<number> {
  return (await t.app.inject({ method: 'PUT', url: `/contacts/${id}`, headers: await t.headers(), payload: body })).statusCode;
}

describe('an imported row', () => {
  it('with U+0000 in a mapped cell is refused and named in the report; in a skipped column it is imported', async () => {
    const file = lines(
      'first,last,email,tags,notes',
      'Ada,Lovelace,ada@text.test,vip,fine',
      'Nul\u0000l,Row,nul@text.test,,',
      'Skipped,Notes,skipped@text.test,,bad\u0000note',
      'Mail,Row,mail\u0000@text.test,,',
      'Tag,Row,tag@text.test,a\u0000b,',
    );
    const job = await jobs.run(file, { columnMapping: { first: 'first', last: 'last', email: 'email', tags: 'tags', notes: 'skip' } });
    expect(job).toMatchObject({
      status: 'done',
      imported: 2,
      failed: 3,
      errors: [
        { row: 3, error: `first ${NUL_RULE}` },
        { row: 5, error: `email ${NUL_RULE}` },
        { row: 6, error: `tags ${NUL_RULE}` },
      ],
    });
    const report = (await jobs.call('GET', `/imports/${job.id}/errors`)).body.trim().split('\r\n');
    expect(report.map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'row,error',
      `3,first ${NUL_RULE}`,
      `5,email ${NUL_RULE}`,
      `6,tags ${NUL_RULE}`,
    ]);
    expect((await api.contacts()).map((c) => c.email)).toEqual(['ada@text.test', 'skipped@text.test']);
    expect(await saveEveryContactUnchanged()).toEqual([200, 200]);
  });

  it('with a lone surrogate (a UTF-16 file can carry one) is refused; a paired one is imported', async () => {
    const file = Buffer.from(`\ufeff${lines('first,last,email', 'Lone\ud800,Row,lone@surrogate.test', 'Pair\ud83d\ude00,Row,pair@surrogate.test')}`, 'utf16le');
    const job = await jobs.run(file, { columnMapping: { first: 'first', last: 'last', email: 'email' } });
    expect(job).toMatchObject({ status: 'done', imported: 1, failed: 1, errors: [{ row: 2, error: `first ${SURROGATE_RULE}` }] });
    expect(await api.scope.selectFrom('contacts').select('first').where('email', '=', 'pair@surrogate.test').executeTakeFirst()).toEqual({
      first: 'Pair\ud83d\ude00',
    });
  });
});

describe('a header the API would refuse', () => {
  it.each([
    ['U+0000', Buffer.from(lines('first,no\u0000te', 'A,b')), `Column 2 of the header row ${NUL_RULE}; if the file is UTF-16, choose that encoding`],
    ['a lone surrogate', Buffer.from(`\ufeff${lines('first,n\udc00', 'A,b')}`, 'utf16le'), `Column 2 of the header row ${SURROGATE_RULE}`],
    [
      'UTF-16 without a byte order mark',
      Buffer.from(lines('first,email', 'A,a@b.test'), 'utf16le'),
      `Column 1 of the header row ${NUL_RULE}; if the file is UTF-16, choose that encoding`,
    ],
  ])('(%s) is refused by the preview and the upload, naming the column', async (_, file, error) => {
    const preview = await jobs.preview(file);
    expect([preview.statusCode, preview.json()]).toEqual([400, { error, code: 'import_rejected' }]);
    const before = (await jobs.list()).pagination.total;
    const upload = await jobs.upload(file, { columnMapping: { first: 'first' } });
    expect([upload.statusCode, upload.json()]).toEqual([400, { error, code: 'import_rejected' }]);
    expect((await jobs.list()).pagination.total).toBe(before);
  });
});
