// The import runner (worker threads + progress) of this app instance. It opens its own database
// connections with the app's connection options, so it reaches the same file or schema.
import fp from 'fastify-plugin';
import { ImportRunner } from '../import/import-runner';

declare module 'fastify' {
  interface FastifyInstance {
    imports: ImportRunner;
  }
}

export const importsPlugin = fp(
  async (app) => {
    const runner = new ImportRunner(app.db.options);
    app.decorate('imports', runner);
    // preClose, not onClose: a running import holds its request open, and close() waits for open
    // requests. Stopping the workers first ends them (rolled back) so shutdown is not held up.
    app.addHook('preClose', async () => runner.close());
  },
  { name: 'meridian-imports', dependencies: ['meridian-db'] },
);
