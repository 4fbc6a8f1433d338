// An import's file in the jobs' tables: stored chunk by chunk as the upload arrives, read back in
// order by the import worker (which may start before the last chunk is stored), dropped when the
// upload fails.
import type { JobsHandle } from './jobs-connection';
import { ENDED } from './job-reads';

/** The upload of a running job failed, or the job was cancelled, while its file was being read. */
export class UploadGone extends Error {
  constructor() {
    super('The upload did not complete');
  }
}

/** A file that stops arriving for this long (its uploader died) ends the job that reads it. */
const UPLOAD_STALL_MS = 120_000;

export function jobFile({ db }: JobsHandle) {
  return {
    async appendChunk(id: string, seq: number, data: Buffer): Promise<void> {
      await db.insertInto('import_chunks').values({ import_id: id, seq, data }).execute();
    },

    /** The upload's last byte is stored. */
    async completeFile(id: string, fileSize: number): Promise<void> {
      await db.updateTable('import_jobs').set({ file_complete: 1, file_size: fileSize }).where('id', '=', id).execute();
      // Cancelled (or failed) while it was arriving: the chunks stored since then are not needed.
      const job = await db.selectFrom('import_jobs').select('status').where('id', '=', id).executeTakeFirst();
      if (job && ENDED.includes(job.status)) await db.deleteFrom('import_chunks').where('import_id', '=', id).execute();
    },

    /**
     * A job whose upload failed or was refused leaves nothing behind. Its runner (maybe another
     * instance) finds the row gone when it looks for the next chunk, and stops.
     */
    async discard(id: string): Promise<void> {
      await db.deleteFrom('import_jobs').where('id', '=', id).execute();
      await db.deleteFrom('import_chunks').where('import_id', '=', id).execute();
    },

    /**
     * The file's bytes in order, one stored chunk at a time, waiting for chunks still being
     * uploaded. Throws UploadGone when the upload failed (the job row is gone) or the job was cancelled.
     */
    async *chunks(id: string, waitMs = 20): AsyncGenerator<Buffer> {
      const chunk = (seq: number) => db.selectFrom('import_chunks').select('data').where('import_id', '=', id).where('seq', '=', seq).executeTakeFirst();
      const job = () => db.selectFrom('import_jobs').select(['file_complete', 'cancel_requested']).where('id', '=', id).executeTakeFirst();
      for (let seq = 0; ; seq++) {
        let row = await chunk(seq);
        for (let waited = 0; !row; waited += waitMs) {
          const state = await job();
          if (!state || state.cancel_requested || waited > UPLOAD_STALL_MS) throw new UploadGone();
          // Complete: every chunk was stored before the flag was set.
          if (state.file_complete) {
            row = await chunk(seq);
            if (!row) return;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, waitMs));
          row = await chunk(seq);
        }
        yield Buffer.from(row.data);
      }
    },
  };
}

export type JobFile = ReturnType<typeof jobFile>;
