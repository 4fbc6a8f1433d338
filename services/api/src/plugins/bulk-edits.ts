// The bulk edits of this app instance (bulk-edit/bulk-edit-runner.ts): jobs run here, and the sweep
// that puts back an edit whose runner stopped (another instance's too, once its lease passed)
// starts when the app is ready. On close the runner stops between two batches. A job's batches
// give way to the requests being served.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BulkEditRunner, type BulkEditOptions } from '../bulk-edit/bulk-edit-runner';

declare module 'fastify' {
  interface FastifyInstance {
    bulkEdits: BulkEditRunner;
  }
}

export const bulkEditsPlugin = fp<BulkEditOptions>(
  async (app, opts) => {
    // Requests being served: a job's next batch waits for them (bulk-edit-runner.ts `turn`).
    const inFlight = new Set<FastifyRequest>();
    app.addHook('onRequest', async (request) => {
      inFlight.add(request);
    });
    app.addHook('onResponse', async (request) => {
      inFlight.delete(request);
    });
    app.addHook('onRequestAbort', async (request) => {
      inFlight.delete(request);
    });
    const runner = new BulkEditRunner(app.db, app.log, { requestsInFlight: () => inFlight, ...opts });
    app.decorate('bulkEdits', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('preClose', async () => runner.close());
  },
  { name: 'meridian-bulk-edits', dependencies: ['meridian-db'] },
);
