// Builds the Fastify instance without listening: server.ts listens, tests use `app.inject`.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import type { DbHandle } from './db/connection';
import { authPlugin, type AuthOptions } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, frameworkError } from './plugins/errors';
import { importsPlugin, type ImportsOptions } from './plugins/imports';
import { idleBodiesPlugin } from './plugins/idle-bodies';
import { jsonBodyPlugin } from './plugins/json-body';
import { nulGuardPlugin } from './plugins/nul-guard';
import { DOCS_PREFIX, openapiPlugin } from './plugins/openapi';
import { installRouteCatalog } from './plugins/route-catalog';
import { rateLimitPlugin, securityPlugin } from './plugins/security';
import { recordAccessPlugin } from './plugins/record-access';
import { tenancyPlugin } from './plugins/tenancy';
import { busyRetryPlugin } from './plugins/busy-retry';
import { cachedAnswersPlugin } from './plugins/cached-answers';
import { membersPlugin } from './plugins/members';
import { readTurnsPlugin } from './plugins/read-turns';
import { routeModules } from './routes';
import { MAX_FILES_PER_UPLOAD } from '@meridian/contract';
import { ErrorAnswer } from './routes/route-options';
import { isoTime, RequestLog } from '@meridian/service-logging';

export interface BuildAppOptions {
  /** An open, migrated database; the caller closes it after `app.close()`. */
  db: DbHandle;
  auth: AuthOptions;
  /** Exact origins (scheme://host:port) allowed to call the API from a browser. */
  corsOrigins: string[];
  /** Requests per minute per user (or IP before sign-in). Default 1000. */
  rateLimitMax?: number;
  /** SQLite: how long a write request waits for another writer (an import) before a 503; default 30 s. */
  busyRetryMs?: number;
  /** Answers kept while the database is unchanged (http/answer-store.ts); 0 turns it off. Default 2,000. */
  answerCacheEntries?: number;
  /** Reads (GET) served at once, the others waiting their turn (plugins/read-turns.ts). Default 16 on SQLite, 4 on PostgreSQL. */
  readsAtOnce?: number;
  /** The same while a write is being served. Default: all of them on SQLite, 1 on PostgreSQL. */
  readsBesideWrites?: number;
  /** How long a pass of the event loop starts reads before the others wait for the next. Default 2 ms. */
  readPassMs?: number;
  /** Largest accepted multipart file. Default 25 MB. */
  maxUploadBytes?: number;
  /** A request body that sends nothing for this long is closed (plugins/idle-bodies.ts). Default 30 s. */
  bodyIdleTimeoutMs?: number;
  /** The import job runner's concurrency, poll interval and lease (tests shorten them), and the largest file (tests lower it). */
  imports?: ImportsOptions;
  /** Pino options (or true/false); Authorization and Cookie headers are always redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-* (behind a reverse proxy), so rate limits see the client IP. */
  trustProxy?: boolean;
}

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'];

function loggerOptions(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return { timestamp: isoTime, ...(logger === true ? {} : logger), redact: { paths: REDACT, censor: '[redacted]' } };
}

export function buildApp(opts: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(opts.logger),
    logController: new RequestLog(),
    genReqId: () => randomUUID(),
    trustProxy: opts.trustProxy ?? false,
    // A JSON API: automatic HEAD twins would only double the route list the tenancy test checks.
    exposeHeadRoutes: false,
    frameworkErrors: frameworkError,
    // While closing, a request that arrives on a kept-alive connection (its previous request was
    // still running when close began) is served, not refused with a 503: the database is closed
    // only after app.close(), and Fastify answers it with `Connection: close`, ending the drain.
    return503OnClosing: false,
  });

  // Before anything registers a route, so the catalogue (and the public flags) see all of them.
  installRouteCatalog(app, { publicPrefixes: [DOCS_PREFIX] });
  // Echo the id that the logs carry, so a user reporting a 500 can quote it.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addSchema(ErrorAnswer);

  app.register(errorsPlugin);
  app.register(idleBodiesPlugin, { idleMs: opts.bodyIdleTimeoutMs });
  app.register(busyRetryPlugin, { retryForMs: opts.busyRetryMs });
  app.register(dbPlugin, { db: opts.db });
  app.register(importsPlugin, opts.imports ?? {});
  app.register(jsonBodyPlugin);
  app.register(nulGuardPlugin);
  const limits = { corsOrigins: opts.corsOrigins, rateLimitMax: opts.rateLimitMax ?? 1000 };
  app.register(securityPlugin, limits);
  app.register(openapiPlugin);
  app.register(authPlugin, opts.auth);
  // After auth, so a request refused for its token never waits for a turn.
  app.register(readTurnsPlugin, { readsAtOnce: opts.readsAtOnce, readsBesideWrites: opts.readsBesideWrites, readPassMs: opts.readPassMs });
  app.register(rateLimitPlugin, limits);
  // Members first: a member's first request records them (a write) before the data version and
  // the record access rule are read for the request (plugins/record-access.ts).
  app.register(membersPlugin);
  app.register(recordAccessPlugin);
  app.register(tenancyPlugin);
  app.register(cachedAnswersPlugin, { maxEntries: opts.answerCacheEntries });
  app.register(multipart, { limits: { fileSize: opts.maxUploadBytes ?? 25 * 1024 * 1024, files: MAX_FILES_PER_UPLOAD } });

  for (const routes of routeModules) app.register(routes);
  return app;
}
