// Multipart uploads, for every route that takes files: the attachments' reader, the size limit
// that ends a request at once, and the names and types a stored file may carry.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../errors';
import type { FileData } from '../repositories/attachments';
import { MAX_FILES_PER_UPLOAD } from '@meridian/contract';

const FIELD = 'file';
const OCTET_STREAM = 'application/octet-stream';

// Multipart files over their size limit end the request at the limit. Past it, busboy reads and
// drops the rest of the part, so a 413 came only once the whole file had been uploaded; the file
// stream fails at once instead, its reader answers, and the connection closes (plugins/errors.ts)
// without reading the rest.
export function failAtLimit(part: MultipartFile, error: () => Error): void {
  part.file.once('limit', () => part.file.destroy(error()));
}

/**
 * Reads the files of a multipart upload into memory before anything is stored, so a request
 * either stores every file or (one too large, a broken body) none. Holding a database transaction
 * open while a slow client streams would block every other writer instead.
 */
export async function readUploadedFiles(request: FastifyRequest): Promise<FileData[]> {
  if (!request.isMultipart()) throw badRequest('no_file');
  const files: FileData[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FIELD) {
        part.file.resume(); // drain it, or the parser waits for it forever
        continue;
      }
      // The parser stops a file at exactly the configured limit, so bytesRead is that limit.
      failAtLimit(part, () => payloadTooLarge('file_too_large', { params: { max: formatBytes(part.file.bytesRead) } }));
      const data = await part.toBuffer();
      files.push({ filename: safeFilename(part.filename), mime_type: safeMimeType(part.mimetype), data });
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (files.length === 0) throw badRequest('no_file');
  return files;
}

function uploadError(err: unknown): Error {
  const e = err as { code?: string; statusCode?: number; part?: { file?: { bytesRead?: number } } };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
    // The parser stops a file at exactly the configured limit, so bytesRead is that limit.
    const limit = e.part?.file?.bytesRead;
    return limit
      ? payloadTooLarge('file_too_large', { params: { max: formatBytes(limit) } })
      : payloadTooLarge('payload_too_large', { message: 'File too large' });
  }
  if (e.code === 'FST_FILES_LIMIT') return payloadTooLarge('too_many_files', { params: { max: MAX_FILES_PER_UPLOAD } });
  if (typeof e.statusCode === 'number' && e.statusCode < 500) return err as Error;
  // The parser's own errors ("Unexpected end of form", bad part headers) carry no status.
  return badRequest('multipart_malformed');
}

export function formatBytes(bytes: number): string {
  for (const [unit, size] of [
    ['MB', 1024 * 1024],
    ['KB', 1024],
  ] as const) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

/**
 * The name as sent, without control characters (headers and logs) or bidirectional-text controls
 * (U+202E turns "invoice\u202Efdp.exe" into what displays as "invoiceexe.pdf"), at most 255 characters.
 */
export function safeFilename(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const clean = Array.from((name ?? '').replace(/[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim())
    .slice(0, 255)
    .join('');
  return clean || 'file';
}

/** type/subtype only (parameters dropped); anything malformed is stored as octet-stream. */
export function safeMimeType(raw: string | undefined): string {
  const type = (raw ?? '').split(';')[0].trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type) ? type : OCTET_STREAM;
}
