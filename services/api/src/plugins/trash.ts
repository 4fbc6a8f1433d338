// The Trash's settings and its purge job (db/trash-purge.ts): how many days a deleted record stays
// (TRASH_DAYS, default 30: routes/trash answers the days left), and every `purgeEveryMs`
// (TRASH_PURGE_EVERY_MS, default an hour) this process purges what stayed longer, on a timer that
// never keeps the process alive; on close it stops and waits for the purge in progress.
import fp from 'fastify-plugin';
import { DEFAULT_TRASH_DAYS, DEFAULT_TRASH_PURGE_EVERY_MS, purgeTrash } from '../db/trash-purge';

export interface TrashOptions {
  /** Days a deleted record stays in the Trash. */
  days?: number;
  /** How often the purge runs; false: never (tests run it themselves). */
  purgeEveryMs?: number | false;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Days a deleted record stays in the Trash before the purge removes it. */
    trashDays: number;
  }
}

export const trashPlugin = fp<TrashOptions>(
  async (app, opts) => {
    const days = opts.days ?? DEFAULT_TRASH_DAYS;
    app.decorate('trashDays', days);
    if (opts.purgeEveryMs === false) return;
    const everyMs = opts.purgeEveryMs ?? DEFAULT_TRASH_PURGE_EVERY_MS;
    let running: Promise<unknown> | undefined;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running ??= purgeTrash(app.db.db, app.db.dialect, days)
          .then((purged) => app.log.info({ purged }, 'trash purged'))
          .catch((err: unknown) => app.log.warn({ err }, 'could not purge the trash'))
          .finally(() => (running = undefined));
      }, everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'meridian-trash', dependencies: ['meridian-db'] },
);
