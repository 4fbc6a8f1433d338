// Reading an organisation archive for its import, as a hostile file: the central directory is
// checked before anything is read (entry count, the sizes its entries declare together, names
// that would leave their folder), each entry is read as it is needed and cannot unpack past the
// size it declared (yauzl's validateEntrySizes), and the manifest must name a format this
// version reads. Nothing is ever written to disk under an entry's name.
import Papa from 'papaparse';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { Readable } from 'node:stream';
import { MAX_ORG_IMPORT_ENTRIES, MAX_ORG_IMPORT_UNPACKED_BYTES, type ErrorParams } from '@meridian/contract';
import { formatBytes } from '../http/uploads';
import { ARCHIVE_FORMAT, MANIFEST, type ArchiveManifest } from './archive-format';

/** A refusal of the archive: the route answers it as a 4xx with its code. */
export class ArchiveRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly params?: ErrorParams,
  ) {
    super(code);
  }
}

export interface ArchiveLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = { maxEntries: MAX_ORG_IMPORT_ENTRIES, maxUnpackedBytes: MAX_ORG_IMPORT_UNPACKED_BYTES };

const MAX_MANIFEST_BYTES = 1024 * 1024;

const unsafe = () => new ArchiveRefused(400, 'org_import_unsafe_path');

/** A name that stays inside the archive's folders: relative, no `..`, no drive, no backslash. */
export function safeEntryName(name: string): boolean {
  if (!name || name.startsWith('/') || name.includes('\\') || /^[a-zA-Z]:/.test(name) || name.includes('\0')) return false;
  return !name.split('/').some((segment) => segment === '..');
}

export interface OpenArchive {
  manifest: ArchiveManifest;
  has(name: string): boolean;
  /** The CSV entry's rows, each an array of cells (the header first, its byte order mark dropped). */
  rows(name: string): AsyncGenerator<string[]>;
  /** An entry's bytes (a file of the archive). */
  bytes(name: string, max?: number): Promise<Buffer>;
  close(): void;
}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true }, (error, zip) =>
      error ? reject(new ArchiveRefused(400, 'org_import_not_zip')) : resolve(zip),
    ),
  );
}

function readDirectory(zip: ZipFile, limits: ArchiveLimits): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  let unpacked = 0;
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (entries.size >= limits.maxEntries) return reject(new ArchiveRefused(400, 'org_import_too_many_entries', { max: limits.maxEntries }));
      unpacked += entry.uncompressedSize;
      if (unpacked > limits.maxUnpackedBytes)
        return reject(new ArchiveRefused(400, 'org_import_unpacked_too_large', { max: formatBytes(limits.maxUnpackedBytes) }));
      if (!safeEntryName(entry.fileName)) return reject(unsafe());
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    // yauzl refuses an absolute or `..` name itself ("invalid relative path"), and a broken directory.
    zip.once('error', (error: Error) => reject(/path|file name/i.test(error.message) ? unsafe() : new ArchiveRefused(400, 'org_import_not_zip')));
    zip.readEntry();
  });
}

export async function openArchive(file: string, limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS): Promise<OpenArchive> {
  const zip = await openZip(file);
  try {
    const entries = await readDirectory(zip, limits);
    const stream = (name: string): Promise<Readable> => {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(new ArchiveRefused(400, 'org_import_file_invalid', { file: name }));
      return new Promise((resolve, reject) =>
        zip.openReadStream(entry, (error, readable) =>
          error ? reject(new ArchiveRefused(400, 'org_import_file_invalid', { file: name })) : resolve(readable),
        ),
      );
    };
    const bytes = async (name: string, max = Infinity): Promise<Buffer> => {
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of await stream(name)) {
          size += (chunk as Buffer).length;
          if (size > max) throw new ArchiveRefused(400, 'org_import_file_invalid', { file: name });
          chunks.push(chunk as Buffer);
        }
      } catch (error) {
        throw error instanceof ArchiveRefused ? error : new ArchiveRefused(400, 'org_import_file_invalid', { file: name });
      }
      return Buffer.concat(chunks, size);
    };
    if (!entries.has(MANIFEST)) throw new ArchiveRefused(400, 'org_import_no_manifest');
    let manifest: ArchiveManifest;
    try {
      manifest = JSON.parse((await bytes(MANIFEST, MAX_MANIFEST_BYTES)).toString('utf8')) as ArchiveManifest;
    } catch {
      throw new ArchiveRefused(400, 'org_import_file_invalid', { file: MANIFEST });
    }
    if (manifest?.format !== ARCHIVE_FORMAT) throw new ArchiveRefused(400, 'org_import_format', { format: String(manifest?.format ?? 'none').slice(0, 20) });
    return {
      manifest,
      has: (name) => entries.has(name),
      bytes,
      async *rows(name) {
        // Decoded as a whole (setEncoding): a character split between two chunks stays whole.
        const parser = (await stream(name)).setEncoding('utf8').pipe(Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: true }));
        let first = true;
        try {
          for await (const row of parser as AsyncIterable<string[]>) {
            if (first && row[0]?.startsWith('\uFEFF')) row[0] = row[0].slice(1);
            first = false;
            yield row;
          }
        } catch (error) {
          throw error instanceof ArchiveRefused ? error : new ArchiveRefused(400, 'org_import_file_invalid', { file: name });
        }
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
