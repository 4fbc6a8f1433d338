// Builds the Fastify instance without listening: server.ts listens, tests use `app.inject`.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import type { DbHandle } from './db/connection';
import { authPlugin, type AuthOptions } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, frameworkError } from './plugins/errors';
import { importsPlugin, type ImportsOptions } from './plugins/imports';
import { bulkEditsPlugin } from './plugins/bulk-edits';
import type { BulkEditOptions } from './bulk-edit/bulk-edit-runner';
import { idleBodiesPlugin } from './plugins/idle-bodies';
import { jsonBodyPlugin } from './plugins/json-body';
import { nulGuardPlugin } from './plugins/nul-guard';
import { DOCS_PREFIX, openapiPlugin } from './plugins/openapi';
import { installRouteCatalog } from './plugins/route-catalog';
import { rolesPlugin } from './plugins/roles';
import { rateLimitPlugin, securityPlugin } from './plugins/security';
import { recordAccessPlugin } from './plugins/record-access';
import { tokenRevocationsPlugin } from './plugins/token-revocations';
import { remindersPlugin, type RemindersOptions } from './plugins/reminders';
import { trashPlugin, type TrashOptions } from './plugins/trash';
import { calendarFeedsPlugin } from './plugins/calendar-feeds';
import { orgExportsPlugin, type OrgImportLimits } from './plugins/org-exports';
import { tenancyPlugin } from './plugins/tenancy';
import { busyRetryPlugin } from './plugins/busy-retry';
import { cachedAnswersPlugin } from './plugins/cached-answers';
import { membersPlugin } from './plugins/members';
import { readTurnsPlugin } from './plugins/read-turns';
import { routeModules } from './routes';
import { signInClient } from './auth/sign-in-client';
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
  /** Bulk edits: up to how many contacts run in the request, the jobs' batches and pauses, the lease of a running one (tests shorten them). */
  bulkEdits?: BulkEditOptions;
  /** The sign-in service's base URL, which the members and invitations routes call; without it they answer 502 sign_in_unavailable. */
  signInUrl?: string;
  /** How often revoked tokens are read from the members mirror (plugins/token-revocations.ts). Default 10 s. */
  revocationSyncMs?: number;
  /** Pino options (or true/false); Authorization and Cookie headers are always redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-* (behind a reverse proxy), so rate limits see the client IP. */
  trustProxy?: boolean;
  /** The reminder worker (plugins/reminders.ts); false: none (tests that do not need one). Default: every 10 s, no email. */
  reminders?: Omit<RemindersOptions, 'appUrl'> | false;
  /** The Trash's days (TRASH_DAYS) and its purge job's interval (plugins/trash.ts). Default 30 days, every hour. */
  trash?: TrashOptions;
  /** The web app's origin, for links in reminder emails and calendar events (APP_URL). Default http://localhost:3000. */
  appUrl?: string;
  /** The API's public origin, for calendar feed URLs (API_PUBLIC_URL). Default http://localhost:4000. */
  publicUrl?: string;
  /** An organisation import's limits (plugins/org-exports.ts); tests make them small. */
  orgImportLimits?: Partial<OrgImportLimits>;
}

const DEFAULT_APP_URL = 'http://localhost:3000';
const DEFAULT_PUBLIC_URL = 'http://localhost:4000';

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
  app.decorate('signIn', signInClient(opts.signInUrl));
  app.register(importsPlugin, opts.imports ?? {});
  app.register(bulkEditsPlugin, opts.bulkEdits ?? {});
  app.register(jsonBodyPlugin);
  app.register(nulGuardPlugin);
  const limits = { corsOrigins: opts.corsOrigins, rateLimitMax: opts.rateLimitMax ?? 1000 };
  app.register(securityPlugin, limits);
  app.register(openapiPlugin);
  app.register(tokenRevocationsPlugin, { syncMs: opts.revocationSyncMs });
  const appUrl = opts.appUrl ?? DEFAULT_APP_URL;
  if (opts.reminders !== false) app.register(remindersPlugin, { ...opts.reminders, appUrl });
  app.register(trashPlugin, opts.trash ?? {});
  app.register(calendarFeedsPlugin, { publicUrl: opts.publicUrl ?? DEFAULT_PUBLIC_URL, appUrl });
  app.register(orgExportsPlugin, { publicUrl: opts.publicUrl ?? DEFAULT_PUBLIC_URL, importLimits: opts.orgImportLimits });
  app.register(authPlugin, opts.auth);
  // Right after auth: a caller whose role does not reach the route's is refused before anything else.
  app.register(rolesPlugin);
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
