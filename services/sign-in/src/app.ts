import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Signer } from './auth/signer';
import { createDb, type DbConfig } from './db/connect';
import { migrateToLatest } from './migrations';
import { createMailer } from './mail/mailer';
import { originOf } from './origins';
import { registerErrorHandlers } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { isoTime, RequestLog, type ServiceLogger } from '@meridian/service-logging';
import { checkAuthRoutes } from './routes/check-auth';
import { loginRoutes } from './routes/login';
import { inviteRoutes } from './routes/invite';
import { logoutRoutes } from './routes/logout';
import { orgRoutes } from './routes/org';
import { publicRoutes } from './routes/public';
import { refreshRoutes } from './routes/refresh';
import type { Settings } from './settings';

export interface AppOptions {
  db: DbConfig;
  // PUBLIC_URL: the JWT issuer and where this service is reached.
  issuer: string;
  // The web service id: the JWT audience.
  audience: string;
  allowedOrigins: string[];
  cookie?: { secure?: boolean; sameSite?: 'lax' | 'strict' | 'none' };
  // Epoch milliseconds; tests move time instead of waiting.
  clock?: () => number;
  logger?: boolean | ServiceLogger;
  trustProxy?: boolean;
  // Sign-in attempts per minute per client address (default 10).
  loginAttemptsPerMinute?: number;
  // Failed sign-ins of one email from one address before each further one makes that pair wait
  // (1 s, doubling), default 5; and the longest wait, default 60 s (auth/login-delays.ts).
  loginFailuresBeforeDelay?: number;
  loginMaxDelaySeconds?: number;
  // Failed POST /refresh per client address per minute before 429 (default 60).
  refreshFailuresPerMinute?: number;
  // Where an accepted invitation lands (APP_URL); default: the first allowed origin.
  appUrl?: string;
  // SMTP_URL (smtp://user:pass@host:587): invitations are emailed when set. MAIL_FROM: the sender.
  smtpUrl?: string;
  mailFrom?: string;
}

export const DEFAULT_MAIL_FROM = 'Meridian <no-reply@localhost>';

// Fastify's request log lines carry no headers or bodies, but anything that logs a request or
// reply object must not leak passwords, cookies or tokens.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'res.headers["set-cookie"]',
  'body',
  '*.password',
  '*.refreshToken',
  '*.accessToken',
  '*.link',
];

function loggerOptions(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return { ...(logger === true ? { level: 'info' } : logger), timestamp: isoTime, redact: { paths: REDACT, censor: '[redacted]' } };
}

function appUrlOf(options: AppOptions): string {
  const url = options.appUrl ?? options.allowedOrigins[0];
  if (!url || !originOf(url)) throw new Error(`APP_URL (or the first allowed origin) must be an http(s) URL: ${url ?? 'none'}`);
  return new URL(url).href;
}

export function buildApp(options: AppOptions): FastifyInstance {
  const issuer = options.issuer.replace(/\/+$/, '');
  const publicOrigin = originOf(issuer);
  if (!publicOrigin) throw new Error(`The issuer must be an http(s) URL: ${options.issuer}`);
  const settings: Settings = {
    issuer,
    audience: options.audience,
    allowedOrigins: options.allowedOrigins.map((o) => originOf(o) ?? o),
    publicOrigin,
    cookieSecure: options.cookie?.secure ?? issuer.startsWith('https:'),
    cookieSameSite: options.cookie?.sameSite ?? 'lax',
    clock: options.clock ?? Date.now,
    loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 10,
    loginFailuresBeforeDelay: options.loginFailuresBeforeDelay ?? 5,
    loginMaxDelaySeconds: options.loginMaxDelaySeconds ?? 60,
    refreshFailuresPerMinute: options.refreshFailuresPerMinute ?? 60,
    appUrl: appUrlOf(options),
    mailer: createMailer(options.smtpUrl, options.mailFrom || DEFAULT_MAIL_FROM),
  };

  const app = Fastify({
    logger: loggerOptions(options.logger),
    logController: new RequestLog(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
  });
  const db = createDb(options.db);
  const signer = new Signer(db, { issuer, audience: settings.audience, clock: settings.clock });
  app.decorate('db', db);
  app.decorate('signer', signer);
  app.decorate('settings', settings);
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  // Runs during app.ready(), before any request: schema first, then the signing key.
  app.register(async () => {
    await migrateToLatest(db, options.db);
    await signer.load();
  });
  registerSecurity(app, settings);
  registerErrorHandlers(app);
  app.register(publicRoutes);
  app.register(loginRoutes);
  app.register(checkAuthRoutes);
  app.register(refreshRoutes);
  app.register(logoutRoutes);
  app.register(orgRoutes, { prefix: '/org' });
  app.register(inviteRoutes);
  return app;
}
