// Takes an import's file as it arrives and stores it in the jobs' tables chunk by chunk (never
// the whole file in memory, never as one string). As soon as the file's head has arrived it is
// checked against the mapping on a preview thread and the job is queued: a runner may start
// reading and importing it while the rest is still being uploaded. A refused or broken upload
// leaves nothing behind (a job already reading it stops).
import { PREVIEW_BYTES } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import { payloadTooLarge } from '../errors';
import { rejectionAnswer } from './import-rejected';
import type { JobFile } from '../jobs/job-file';
import type { JobQueue } from '../jobs/job-queue';
import type { ImportJobRunner } from './job-runner';
import { serialiseJobOptions, type RequestedOptions } from './job-options';
import type { PreviewPool } from './preview-pool';

/** Stored rows of the file: small enough to read back one at a time, big enough to be few. */
const CHUNK_BYTES = 1024 * 1024;

/** Where an upload goes: the job's row, its file, the thread that checks its head, the runner told of it. */
export interface UploadDeps {
  queue: Pick<JobQueue, 'create' | 'enqueue'>;
  file: Pick<JobFile, 'appendChunk' | 'completeFile' | 'discard'>;
  previews: Pick<PreviewPool, 'run'>;
  runner: Pick<ImportJobRunner, 'poke' | 'cancelHere'>;
}

export interface UploadInput {
  orgSlug: string;
  user: { id: string; name: string; email: string };
  fileName: string;
  options: RequestedOptions;
  /** Record access: 'update' changes only contacts of this owner ('' for none); absent, any (import-job.ts). */
  updatesOnlyOwnedBy?: string;
  /** What the client announced (Content-Length): the progress estimate until the end is known. */
  expectedSize?: number;
  /** docs/PRODUCT.md §7 execute: the header is the first record, and the client polls progress by this id. */
  legacy?: { clientRef?: string };
}

export async function storeUpload(deps: UploadDeps, input: UploadInput, bytes: AsyncIterable<Buffer>, truncated: () => boolean): Promise<string> {
  const id = uuidv7();
  const { queue, file, previews, runner } = deps;
  const { options } = input;
  const requested = {
    ...options,
    delimiter: options.delimiter ?? '',
    encoding: options.encoding ?? 'utf-8',
    headerRow: options.headerRow ?? 1,
    ...(input.updatesOnlyOwnedBy !== undefined && { updatesOnlyOwnedBy: input.updatesOnlyOwnedBy }),
  };
  await queue.create({
    id,
    orgSlug: input.orgSlug,
    fileName: input.fileName,
    createdBy: input.user,
    options: serialiseJobOptions(requested),
    clientRef: input.legacy?.clientRef,
    expectedSize: input.expectedSize,
  });

  let size = 0;
  let head: Buffer[] | undefined = [];
  let headBytes = 0;
  /** Checks the head and queues the job: once, when 4 MB have arrived or the file has ended. */
  const checkAndQueue = async (complete: boolean) => {
    const answer = await previews.run({
      kind: 'check',
      head: Buffer.concat(head!, headBytes),
      complete,
      options: { encoding: options.encoding, delimiter: options.delimiter, headerRow: options.headerRow, firstRecordIsHeader: Boolean(input.legacy) },
      mapping: options.columnMapping,
    });
    head = undefined;
    if (!answer.ok) throw rejectionAnswer(answer);
    if (!('resolved' in answer)) throw new Error('The preview thread answered a check with a preview');
    await queue.enqueue(id, serialiseJobOptions({ ...requested, ...answer.resolved }));
    runner.poke();
  };

  try {
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (!pendingBytes) return;
      await file.appendChunk(id, seq++, Buffer.concat(pending, pendingBytes));
      pending = [];
      pendingBytes = 0;
    };
    for await (const chunk of bytes) {
      size += chunk.length;
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (head && headBytes < PREVIEW_BYTES) {
        const part = chunk.subarray(0, PREVIEW_BYTES - headBytes);
        head.push(Buffer.from(part));
        headBytes += part.length;
      }
      if (pendingBytes >= CHUNK_BYTES) await flush();
      if (head && headBytes >= PREVIEW_BYTES && size > PREVIEW_BYTES) {
        await flush(); // the head is stored before a runner may look for it
        await checkAndQueue(false);
      }
    }
    if (truncated()) throw payloadTooLarge('import_too_large');
    await flush();
    if (head) await checkAndQueue(true);
    await file.completeFile(id, size);
  } catch (error) {
    await file.discard(id);
    runner.cancelHere(id);
    throw error;
  }
  return id;
}
