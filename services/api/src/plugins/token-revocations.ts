// Keeps this process's token cut-offs (auth/token-cutoffs.ts) in step with the members mirror:
// all of them at start, then every `syncMs` (default 10 s) the rows whose cut-off is recent,
// one indexed query (db/token-revocations.ts). A change made by another API instance is thus
// known here within one sync; a change made here is noted at once by the route that made it.
// Rows are read again for OVERLAP_SECONDS past the last read, so a change whose transaction
// committed a little after the second it wrote is not missed.
import fp from 'fastify-plugin';
import { tokenCutoffs, type TokenCutoffs } from '../auth/token-cutoffs';
import { tokenCutoffsSince } from '../db/token-revocations';

declare module 'fastify' {
  interface FastifyInstance {
    tokenCutoffs: TokenCutoffs;
  }
}

export const DEFAULT_REVOCATION_SYNC_MS = 10_000;
const OVERLAP_SECONDS = 60;

export const tokenRevocationsPlugin = fp<{ syncMs?: number }>(
  async (app, opts) => {
    const cutoffs = tokenCutoffs();
    app.decorate('tokenCutoffs', cutoffs);
    let lastRead = 0;
    const sync = async () => {
      const startedAt = Math.floor(Date.now() / 1000);
      const since = lastRead === 0 ? 0 : lastRead - OVERLAP_SECONDS;
      for (const cutoff of await tokenCutoffsSince(app.db.db, since)) cutoffs.note(cutoff);
      lastRead = startedAt;
    };
    // Before the first request: a restarted instance must not honour a revoked token.
    app.addHook('onReady', sync);
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      running ??= sync()
        .catch((err: unknown) => app.log.warn({ err }, 'could not read revoked tokens'))
        .finally(() => (running = undefined));
    }, opts.syncMs ?? DEFAULT_REVOCATION_SYNC_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'meridian-token-revocations', dependencies: ['meridian-db'] },
);
