// Import jobs reading what real files hold and how they arrive: encodings, lines above the
// header, a chosen header row, spreadsheet row numbers; a file still being uploaded while its
// import runs, and one whose upload breaks. Runs on both databases.
import iconv from 'iconv-lite';
import { createTestApp, type TestApp } from './helpers/app';
import { importApi } from './helpers/imports';
import { csvLines as lines, heldUpload as heldUploadOf, importJobsApi, liveContactByEmail, type JobView } from './helpers/import-jobs';

let t: TestApp;
let jobs: ReturnType<typeof importJobsApi>;
let api: ReturnType<typeof importApi>;
beforeAll(async () => {
  // Polling jobs closely passes the per-user limit a person polling once a second never reaches.
  t = await createTestApp({ rateLimitMax: 100_000 });
  jobs = importJobsApi(t);
  api = importApi(t);
});
afterAll(() => t.close());

const contactByEmail = (email: string) => liveContactByEmail(api, email);

describe('real files', () => {
  it('detects Windows-1252 and stores the accents exactly', async () => {
    const file = iconv.encode(lines('first,last,email', 'Björn,Ångström,bjorn@cp1252.test', 'Zoë,Müller-€,zoe@cp1252.test'), 'win1252');
    const preview = await jobs.preview(file, '?complete=true');
    expect(preview.json().data).toMatchObject({
      encoding: 'windows-1252',
      sampleRows: [
        ['Björn', 'Ångström', 'bjorn@cp1252.test'],
        ['Zoë', 'Müller-€', 'zoe@cp1252.test'],
      ],
    });
    const job = await jobs.run(file, { columnMapping: { first: 'first', last: 'last', email: 'email' } });
    expect(job).toMatchObject({ status: 'done', imported: 2, options: { encoding: 'windows-1252' } });
    expect(await contactByEmail('bjorn@cp1252.test')).toMatchObject({ first: 'Björn', last: 'Ångström' });
    expect(await contactByEmail('zoe@cp1252.test')).toMatchObject({ first: 'Zoë', last: 'Müller-€' });
  });

  it('reads UTF-16 with a byte order mark', async () => {
    const file = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(lines('first,last,email', 'Łukasz,Nowak,lukasz@utf16.test'), 'utf16le')]);
    const job = await jobs.run(file, { columnMapping: { first: 'first', last: 'last', email: 'email' } });
    expect(job).toMatchObject({ status: 'done', imported: 1, options: { encoding: 'utf-16le' } });
    expect(await contactByEmail('lukasz@utf16.test')).toMatchObject({ first: 'Łukasz' });
  });

  it('finds the header below a LinkedIn-style preamble and numbers rows as a spreadsheet does', async () => {
    const file = lines(
      'Notes:',
      '"When exporting your connection data, you may notice that some of the email addresses are missing.',
      'You will only see email addresses for connections who have allowed that."',
      '',
      'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
      'Grace,Hopper,https://x.test/g,grace@linkedin.test,Navy,Admiral,01 Jan 2024',
      '',
      'Bad,"Multi',
      'line",https://x.test/b,not-an-email,,,02 Jan 2024',
      'Alan,Turing,https://x.test/a,,Bletchley,,03 Jan 2024',
      'Kim,Nope,https://x.test/k,still-bad,,,04 Jan 2024',
    );
    const preview = (await jobs.preview(file, '?complete=true')).json().data;
    expect(preview).toMatchObject({ headerRow: 5, headers: ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'] });
    expect(preview.suggestedMapping).toMatchObject({ 'First Name': 'first', 'Last Name': 'last', 'Email Address': 'email', Company: 'company' });
    const job = await jobs.run(file, { columnMapping: preview.suggestedMapping });
    expect(job).toMatchObject({ status: 'done', imported: 1, failed: 3, options: { headerRow: 5 } });
    expect(job.errors).toEqual([
      { row: 8, error: 'Please enter a valid email address: not-an-email' },
      { row: 10, error: 'email is required' },
      { row: 11, error: 'Please enter a valid email address: still-bad' },
    ]);
  });

  it('takes the header row the user picks', async () => {
    const file = lines('Exported by Tool X', 'first,last,email', 'Picked,Row,picked@header.test');
    const job = await jobs.run(file, { columnMapping: { first: 'first', last: 'last', email: 'email' }, headerRow: 2 });
    expect(job).toMatchObject({ status: 'done', imported: 1 });
  });
});

describe('a file still arriving', () => {
  const heldUpload = (file: string, headBytes: number, ending: 'end' | 'break') =>
    heldUploadOf(file, headBytes, ending, { columnMapping: { first: 'first', last: 'last', email: 'email' } });

  const bigFile = (tag: string) => `first,last,email\r\n${Array.from({ length: 300_000 }, (_, i) => `${tag}${i},Row,${tag}${i}@arriving.test\r\n`).join('')}`;

  it('is imported while the rest is still being uploaded', async () => {
    const upload = heldUpload(bigFile('Early'), 6 * 1024 * 1024, 'end');
    const answer = t.app.inject({ method: 'POST', url: '/imports', headers: { ...(await t.headers()), ...upload.headers }, payload: upload.payload });
    let job: JobView | undefined;
    for (let i = 0; i < 1_000 && !(job?.status === 'running' && job.processed > 0); i++) {
      job = (await jobs.list('?limit=1')).imports[0];
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(job).toMatchObject({ fileName: 'slow.csv', status: 'running' });
    expect(job!.processed).toBeGreaterThan(0);
    upload.release();
    const res = await answer;
    expect(res.statusCode).toBe(202);
    expect(await jobs.waitFor(res.json().id)).toMatchObject({ status: 'done', imported: 300_000 });
  }, 60_000); // 300,000 rows: ~12 s on PostgreSQL alone, more beside other suites; a guard against hanging, not a speed check

  it('leaves nothing behind when the upload breaks after the import started', async () => {
    const before = (await jobs.list()).pagination.total;
    const upload = heldUpload(bigFile('Broken'), 6 * 1024 * 1024, 'break');
    const answer = t.app.inject({ method: 'POST', url: '/imports', headers: { ...(await t.headers()), ...upload.headers }, payload: upload.payload });
    let job: JobView | undefined;
    for (let i = 0; i < 1_000 && !(job?.fileName === 'slow.csv' && job.status === 'running' && job.processed > 0); i++) {
      job = (await jobs.list('?limit=1')).imports[0];
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(job).toMatchObject({ fileName: 'slow.csv', status: 'running' });
    upload.release();
    await answer.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await jobs.list()).pagination.total).toBe(before);
    expect(await api.totals('arriving.test')).toMatchObject({ found: 300_000 }); // the first test's, none of this one's
    expect(await api.totals('broken1')).toMatchObject({ found: 0 });
  });
});
