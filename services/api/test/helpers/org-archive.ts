// Organisation archives as the tests read and make them: a zip's entries by name, a CSV entry's
// records as objects, and archives built by hand (hostile ones among them).
import { crc32, inflateRawSync } from 'node:zlib';
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
    zip.outputStream
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .once('end', () => resolve(Buffer.concat(chunks)))
      .once('error', reject);
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

/** A small zip's entries, read at once (no zip64): for checks that cannot wait, like the tenancy cases'. */
export function unzipSync(data: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip');
  let at = data.readUInt32LE(end + 16);
  for (let i = 0; i < data.readUInt16LE(end + 10); i++) {
    const method = data.readUInt16LE(at + 10);
    const size = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const skip = nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    const local = data.readUInt32LE(at + 42);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const raw = data.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(raw) : raw);
    at += 46 + skip;
  }
  return entries;
}

/** A zip of stored (uncompressed) entries, made at once: for cases whose body cannot wait. */
export function storedZipSync(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
