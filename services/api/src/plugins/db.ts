import fp from 'fastify-plugin';
import type { DbHandle } from '../db/connection';

declare module 'fastify' {
  interface FastifyInstance {
    /** Only plugins use this; routes and repositories work through `request.scope`. */
    db: DbHandle;
  }
}

/** The caller opens and closes the database: the server owns its lifetime, tests share one. */
export const dbPlugin = fp<{ db: DbHandle }>(
  async (app, opts) => {
    app.decorate('db', opts.db);
  },
  { name: 'meridian-db' },
);
