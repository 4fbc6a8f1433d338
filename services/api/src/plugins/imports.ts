// The import jobs of this app instance: the jobs' tables (migrated here, beside the CRM's own
// migrations), the runner that works through the queue, and the threads that read previews.
// The runner and the import workers open their own connections with the app's connection
// options, so they reach the same files or schema.
import fp from 'fastify-plugin';
import { MAX_IMPORT_BYTES } from '@meridian/contract';
import { ImportJobRunner, type RunnerOptions } from '../import/job-runner';
import { PreviewPool } from '../import/preview-pool';
import { importJobs, type ImportJobs } from '../jobs/import-jobs';
import { migrateJobs, openJobsDatabase, type JobsHandle } from '../jobs/jobs-connection';

export interface Imports {
  /** The jobs' tables (tests reach in to simulate a crash). */
  handle: JobsHandle;
  jobs: ImportJobs;
  runner: ImportJobRunner;
  previews: PreviewPool;
  /** The largest file POST /imports takes: MAX_IMPORT_BYTES (tests lower it). */
  maxFileBytes: number;
}

export interface ImportsOptions extends RunnerOptions {
  maxFileBytes?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    imports: Imports;
  }
}

export const importsPlugin = fp<ImportsOptions>(
  async (app, { maxFileBytes = MAX_IMPORT_BYTES, ...opts }) => {
    const handle = openJobsDatabase(app.db.options);
    await migrateJobs(handle);
    const jobs = importJobs(handle);
    const runner = new ImportJobRunner(app.db, jobs, app.log, opts);
    const previews = new PreviewPool();
    app.decorate('imports', { handle, jobs, runner, previews, maxFileBytes });
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
