// An organisation's export as one zip, streamed (docs/ARCHITECTURE.md §5 "Organisation export and
// import"): each table's CSV is written as its pages are read, each file's bytes are read when its
// entry's turn comes, and an entry is queued only once the one before it is written, so the API
// holds a page of rows or one file at a time, whatever the organisation's size. The manifest comes
// last, with the counts. A read that fails mid-way destroys the stream: the download breaks
// rather than ending as a complete-looking but short archive.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { TenantScope } from '../db/tenant-scope';
import { orgExportRepository, type ArchiveRow } from '../repositories/org-export';
import { ARCHIVE_FORMAT, ARCHIVE_TABLES, attachmentPath, fileOf, MANIFEST, type ArchiveManifest, type TableSpec } from './archive-format';

const BOM = '\uFEFF';
const ATTACHMENTS = ARCHIVE_TABLES.find((spec) => spec.name === 'attachments')!;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** A cell: null is empty; text is quoted when it holds a comma, quote, line end or edge space. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('utf8') : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

let appVersion: string | undefined;
/** The API's version (its package.json, two folders up from src/ and dist/ alike). */
export function apiVersion(): string {
  if (appVersion === undefined) {
    try {
      appVersion = String(JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')).version);
    } catch {
      appVersion = 'unknown';
    }
  }
  return appVersion;
}

/** The archive's stream and the time-stamped file name to offer it under. */
export function organisationArchive(scope: TenantScope, onError: (error: unknown) => void): { stream: Readable; fileName: string } {
  const zip = new ZipFile();
  const exportedAt = new Date();
  const repository = orgExportRepository(scope);
  const counts: ArchiveManifest['counts'] = {};

  /** The entry being read: destroyed when the download is abandoned. */
  let current: Readable | undefined;
  /** Queues one entry whose stream is made when its turn comes; resolves once it is written. */
  const entry = (name: string, compress: boolean, make: () => Readable) =>
    new Promise<void>((resolve, reject) => {
      zip.addReadStreamLazy(name, { mtime: exportedAt, compress }, (callback) => {
        try {
          const stream = make();
          current = stream;
          // 'close' without 'end': the download was abandoned (below) and the stream destroyed.
          stream
            .once('end', resolve)
            .once('error', reject)
            .once('close', () => reject(new Error('the download was abandoned')));
          callback(null, stream);
        } catch (error) {
          reject(error as Error);
        }
      });
    });

  async function* table(spec: TableSpec): AsyncGenerator<string> {
    const columns = Object.keys(spec.columns);
    yield BOM + csvLine(columns);
    let count = 0;
    for await (const page of repository.pages(spec)) {
      count += page.length;
      yield page.map((row: ArchiveRow) => csvLine(columns.map((c) => row[c]))).join('');
    }
    counts[spec.name] = count;
  }

  async function* fileBytes(id: string): AsyncGenerator<Buffer> {
    const data = await repository.fileData(id);
    if (data?.length) yield data;
  }

  async function fill(): Promise<void> {
    for (const spec of ARCHIVE_TABLES) await entry(fileOf(spec.name), true, () => Readable.from(table(spec), { objectMode: false }));
    // The files after the CSVs, their list read again a page at a time: no list of them is kept.
    for await (const page of repository.pages(ATTACHMENTS)) {
      for (const row of page) {
        const id = String(row.id);
        await entry(attachmentPath(id, String(row.filename)), false, () => Readable.from(fileBytes(id), { objectMode: false }));
      }
    }
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      app: 'meridian-crm',
      version: apiVersion(),
      organisation: scope.orgSlug,
      exported_at: exportedAt.toISOString(),
      counts,
      excluded:
        'Deleted records (in the trash or awaiting an undo) and what hangs from them; notifications, calendar feeds, ' +
        "members' preferences and default views; import, merge and bulk-edit jobs and their undo data.",
    };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST, { mtime: exportedAt });
    zip.end();
  }

  const output = zip.outputStream as unknown as Readable;
  // A client gone mid-download (Fastify destroys the answer's stream): the entry being read stops,
  // and with it the rest; nothing is logged as a failure.
  let abandoned = false;
  output.once('close', () => {
    abandoned = true;
    current?.destroy();
  });
  fill().catch((error: unknown) => {
    if (abandoned) return;
    onError(error);
    output.destroy(error as Error);
  });
  const day = exportedAt.toISOString().slice(0, 10);
  return { stream: output, fileName: `meridian-${scope.orgSlug}-${day}.zip` };
}
