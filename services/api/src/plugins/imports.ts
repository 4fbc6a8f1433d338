// The import jobs of this app instance, as one service (import/imports-service.ts) the routes
// call: the jobs' tables (migrated here, beside the CRM's own migrations), the runner that works
// through the queue, and the threads that read previews. The runner and the import workers open
// their own connections with the app's connection options, so they reach the same files or schema.
import fp from 'fastify-plugin';
import { MAX_IMPORT_BYTES } from '@meridian/contract';
import { ImportsService } from '../import/imports-service';
import { ImportJobRunner, type RunnerOptions } from '../import/job-runner';
import { PreviewPool } from '../import/preview-pool';
import { jobFile } from '../jobs/job-file';
import { jobQueue } from '../jobs/job-queue';
import { jobReads } from '../jobs/job-reads';
import { migrateJobs, openJobsDatabase } from '../jobs/jobs-connection';

export interface ImportsOptions extends RunnerOptions {
  /** The largest file POST /imports takes: MAX_IMPORT_BYTES (tests lower it). */
  maxFileBytes?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    imports: ImportsService;
  }
}

export const importsPlugin = fp<ImportsOptions>(
  async (app, { maxFileBytes = MAX_IMPORT_BYTES, ...opts }) => {
    const handle = openJobsDatabase(app.db.options);
    await migrateJobs(handle);
    const queue = jobQueue(handle);
    const reads = jobReads(handle);
    const runner = new ImportJobRunner(app.db, queue, reads, app.log, opts);
    const previews = new PreviewPool();
    app.decorate('imports', new ImportsService({ handle, queue, file: jobFile(handle), reads, runner, previews, maxFileBytes }));
    app.addHook('onReady', async () => runner.start());
    // preClose: stop the workers first (their imports roll back and return to the queue), so
    // shutdown is not held up by a minute-long import.
    app.addHook('preClose', async () => {
      await runner.close();
      await previews.close();
    });
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'meridian-imports', dependencies: ['meridian-db'] },
);
