// Takes an import's file as it arrives and stores it in the jobs' tables chunk by chunk (never
// the whole file in memory, never as one string), then checks its header against the mapping on
// a preview thread and queues the job. A refused or broken upload leaves nothing behind.
import { uuidv7 } from 'uuidv7';
import { HttpError, badRequest } from '../errors';
import type { Imports } from '../plugins/imports';
import { PREVIEW_BYTES } from '../schemas/imports';
import { IMPORT_TOO_LARGE } from '../schemas/import-export';
import { serialiseJobOptions, type RequestedOptions } from './job-options';

/** Stored rows of the file: small enough to read back one at a time, big enough to be few. */
const CHUNK_BYTES = 1024 * 1024;

export interface UploadInput {
  orgSlug: string;
  user: { id: string; name: string; email: string };
  fileName: string;
  options: RequestedOptions;
  /** SPEC §7 execute: the header is the first record, and the client polls progress by this id. */
  legacy?: { clientRef?: string };
}

export async function storeUpload(imports: Imports, input: UploadInput, bytes: AsyncIterable<Buffer>, truncated: () => boolean): Promise<string> {
  const id = uuidv7();
  const { jobs } = imports;
  await jobs.create({ id, orgSlug: input.orgSlug, fileName: input.fileName, createdBy: input.user, options: serialiseJobOptions(withDefaults(input.options)), clientRef: input.legacy?.clientRef });
  try {
    let seq = 0;
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const head: Buffer[] = [];
    let headBytes = 0;
    const flush = async () => {
      if (!pendingBytes) return;
      await jobs.appendChunk(id, seq++, Buffer.concat(pending, pendingBytes));
      pending = [];
      pendingBytes = 0;
    };
    for await (const chunk of bytes) {
      size += chunk.length;
      if (headBytes < PREVIEW_BYTES) {
        const part = chunk.subarray(0, PREVIEW_BYTES - headBytes);
        head.push(Buffer.from(part));
        headBytes += part.length;
      }
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= CHUNK_BYTES) await flush();
    }
    if (truncated()) throw new HttpError(413, IMPORT_TOO_LARGE);
    await flush();
    const { options } = input;
    const answer = await imports.previews.run({
      kind: 'check',
      head: Buffer.concat(head, headBytes),
      complete: size <= PREVIEW_BYTES,
      options: { encoding: options.encoding, delimiter: options.delimiter, headerRow: options.headerRow, firstRecordIsHeader: Boolean(input.legacy) },
      mapping: options.columnMapping,
    });
    if (!answer.ok) throw badRequest(answer.message);
    if (!('resolved' in answer)) throw new Error('The preview thread answered a check with a preview');
    await jobs.enqueue(id, size, serialiseJobOptions({ ...withDefaults(options), ...answer.resolved }));
  } catch (error) {
    await jobs.discard(id);
    throw error;
  }
  imports.runner.poke();
  return id;
}

function withDefaults(options: RequestedOptions) {
  return { ...options, delimiter: options.delimiter ?? '', encoding: options.encoding ?? 'utf-8', headerRow: options.headerRow ?? 1 };
}
