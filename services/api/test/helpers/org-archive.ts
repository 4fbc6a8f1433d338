// Organisation archives as the tests read and make them: a zip's entries by name, a CSV entry's
// records as objects, and archives built by hand (hostile ones among them).
import Papa from 'papaparse';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import type { TestApp } from './app';
import { multipartBody } from './multipart';
import type { TestUser } from './tokens';

export async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip
        .openReadStreamPromise(entry)
        .then(async (stream) => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** A CSV entry's records, by column name (its byte order mark checked and dropped). */
export function csvRecords(data: Buffer | undefined): Record<string, string>[] {
  if (!data) throw new Error('no such entry');
  const text = data.toString('utf8');
  if (!text.startsWith('\uFEFF')) throw new Error('a CSV of the archive starts with a byte order mark');
  return Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true }).data;
}

/** A zip of the given entries (names as given, however odd). */
export function makeZip(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk)).once('end', () => resolve(Buffer.concat(chunks))).once('error', reject);
  });
}

export async function exportOf(t: TestApp, user: TestUser): Promise<Map<string, Buffer>> {
  const res = await t.app.inject({ method: 'GET', url: '/organisation/export', headers: await t.headers(user) });
  if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
  return unzip(res.rawPayload);
}

export async function importInto(t: TestApp, user: TestUser, archive: Buffer) {
  const { payload, headers } = multipartBody([{ filename: 'export.zip', data: archive, contentType: 'application/zip' }]);
  return t.app.inject({ method: 'POST', url: '/organisation/import', headers: { ...(await t.headers(user)), ...headers }, payload });
}
