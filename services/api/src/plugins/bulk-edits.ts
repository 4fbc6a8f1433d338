// The bulk edits of this app instance (bulk-edit/bulk-edit-runner.ts): jobs run here, and the sweep
// that puts back an edit whose runner stopped (another instance's too, once its lease passed)
// starts when the app is ready. On close the runner stops between two batches.
import fp from 'fastify-plugin';
import { BulkEditRunner, type BulkEditOptions } from '../bulk-edit/bulk-edit-runner';

declare module 'fastify' {
  interface FastifyInstance {
    bulkEdits: BulkEditRunner;
  }
}

export const bulkEditsPlugin = fp<BulkEditOptions>(
  async (app, opts) => {
    const runner = new BulkEditRunner(app.db, app.log, opts);
    app.decorate('bulkEdits', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('preClose', async () => runner.close());
  },
  { name: 'meridian-bulk-edits', dependencies: ['meridian-db'] },
);
