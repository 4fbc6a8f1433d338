// Routes with `config: { cacheAnswer: true }` (GET lists that many users ask for again and again)
// answer from the answer cache while the organisation's data is unchanged (http/answer-store.ts).
// The key is the organisation of the verified token, the member whose records alone the caller
// sees when the organisation's record access narrows them to their own (db/record-access.ts;
// empty when they see every record, so everyone who sees the same records shares the answer), and
// the URL as sent: those always validate to the same query, so the answer is the same one the
// handler would build. The version is the one plugins/record-access.ts read before the handler, at
// which the rule itself was read: a rule change moves the version, so no answer built under the
// old rule is given after it.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerStore } from '../http/answer-store';
import { seenOwner } from '../db/record-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET whose 200 answer depends only on the organisation, the URL and the database; 'minute':
     * also on the clock (My work's sections), so its answer is kept for the current minute only.
     */
    cacheAnswer?: boolean | 'minute';
    /** True for a request whose answer depends on more than those (the caller's zone, the clock): built afresh. */
    cacheSkip?: (request: FastifyRequest) => boolean;
    /** What else the answer depends on, as text added to its key (the board: the caller's today). */
    cacheVary?: (request: FastifyRequest) => Promise<string>;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

export const cachedAnswersPlugin = fp(
  /** `maxEntries: 0` turns the cache off (benchmarks of the database path). */
  async (app, opts: { maxEntries?: number }) => {
    if (opts.maxEntries === 0) return;
    const cache = answerStore(opts.maxEntries);
    // Answers being built, by version and key. After a write, the many requests for the same page
    // that arrive before it is rebuilt wait for the one build instead of each running its queries.
    const building = new Map<string, Promise<Buffer | undefined>>();

    app.addHook('onRoute', (route) => {
      if (!route.config?.cacheAnswer) return;
      if (route.method !== 'GET') throw new Error(`cacheAnswer is for GET routes, not ${String(route.method)} ${route.url}`);
      const handler = route.handler;
      route.handler = async function answerFromCache(request: FastifyRequest, reply: FastifyReply) {
        if (route.config?.cacheSkip?.(request)) return handler.call(this, request, reply);
        const org = request.user.orgSlug;
        const version = request.dataVersion;
        const minute = route.config?.cacheAnswer === 'minute' ? `${Math.floor(Date.now() / 60_000)}\n` : '';
        const vary = route.config?.cacheVary ? `${await route.config.cacheVary(request)}\n` : '';
        const key = `${org}\n${seenOwner(request.recordRule) ?? ''}\n${minute}${vary}${request.url}`;
        const flight = `${version}\n${key}`;
        const inBuild = building.get(flight);
        const ready = cache.get(org, key, version) ?? (inBuild && (await inBuild));
        if (ready) return reply.type(JSON_TYPE).send(ready);

        // Not there, or the build this request waited for failed: it runs its own (and gets its own
        // error). From the lookup above to building.set below nothing awaits, so two requests cannot
        // both find no build and both start one.
        const payload = handler.call(this, request, reply);
        const body = Promise.resolve(payload).then((answer) =>
          reply.sent || reply.statusCode !== 200 ? undefined : Buffer.from(reply.serialize(answer) as string),
        );
        const shared = body.catch(() => undefined);
        building.set(flight, shared);
        try {
          const built = await body;
          if (!built) return await payload;
          cache.set(org, key, version, built);
          return reply.type(JSON_TYPE).send(built);
        } finally {
          if (building.get(flight) === shared) building.delete(flight);
        }
      };
    });
  },
  { name: 'meridian-cached-answers', dependencies: ['meridian-db', 'meridian-auth', 'meridian-record-access'] },
);
