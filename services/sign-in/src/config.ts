import path from 'node:path';
import type { AppOptions } from './app';
import type { DbConfig } from './db/connect';
import { parseOrigins } from './origins';

// The host shell and the four remotes in development.
export const DEFAULT_ALLOWED_ORIGINS =
  'http://localhost:3000,http://127.0.0.1:3000,http://localhost:3001,http://localhost:3002,' + 'http://localhost:3003,http://localhost:3004';

export interface ServerConfig {
  port: number;
  host: string;
  publicUrl: string;
  seedDemo: boolean;
  /** LOG_LEVEL; server.ts builds the logger from it (logging.ts). */
  logLevel: string;
  app: AppOptions;
}

// The database: PostgreSQL when DATABASE_URL is set, else the SQLite file under DATA_DIR.
export function dbConfigFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): DbConfig {
  if (env.DATABASE_URL) {
    return { kind: 'postgres', url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA || undefined };
  }
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  return { kind: 'sqlite', file: path.join(dataDir, 'sign-in.sqlite') };
}

/** An optional positive integer setting; unset gives undefined (the app's default). */
function positiveInt(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`Invalid ${name}: ${value}`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const port = Number(env.PORT || 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid PORT: ${env.PORT}`);
  }
  // Defaults to http://localhost:4100; follows PORT so a moved port keeps a matching issuer.
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    publicUrl,
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL || 'info',
    app: {
      db: dbConfigFromEnv(env, cwd),
      issuer: publicUrl,
      audience: env.AUDIENCE || 'meridian-web',
      allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS || DEFAULT_ALLOWED_ORIGINS),
      // Behind a load balancer the client address (for the login rate limit) comes from
      // X-Forwarded-For; only trust it when told to.
      trustProxy: env.TRUST_PROXY === 'true',
      // The end-to-end suite signs in more often than a person would: it raises this.
      loginAttemptsPerMinute: positiveInt(env.LOGIN_ATTEMPTS_PER_MINUTE, 'LOGIN_ATTEMPTS_PER_MINUTE'),
      loginFailuresBeforeDelay: positiveInt(env.LOGIN_FAILURES_BEFORE_DELAY, 'LOGIN_FAILURES_BEFORE_DELAY'),
      loginMaxDelaySeconds: positiveInt(env.LOGIN_MAX_DELAY_SECONDS, 'LOGIN_MAX_DELAY_SECONDS'),
      refreshFailuresPerMinute: positiveInt(env.REFRESH_FAILURES_PER_MINUTE, 'REFRESH_FAILURES_PER_MINUTE'),
      appUrl: env.APP_URL || undefined,
      smtpUrl: env.SMTP_URL || undefined,
      mailFrom: env.MAIL_FROM || undefined,
    },
  };
}
