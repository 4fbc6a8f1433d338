import path from 'node:path';
import type { AppOptions } from './app';
import type { DbConfig } from './db/connect';
import { parseOrigins } from './origins';

export const DEFAULT_ALLOWED_ORIGINS = [3000, 3001, 3002, 3003, 3004]
  .flatMap((port) => (port === 3000 ? [`http://localhost:${port}`, `http://127.0.0.1:${port}`] : [`http://localhost:${port}`]))
  .join(',');

export interface ServerConfig {
  port: number;
  host: string;
  publicUrl: string;
  seedDemo: boolean;
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

export function readConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const port = Number(env.PORT || 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  const publicUrl = (env.PUBLIC_URL || 'http://localhost:4100').replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    publicUrl,
    seedDemo: env.SEED_DEMO !== 'false',
    app: {
      db: dbConfigFromEnv(env, cwd),
      issuer: publicUrl,
      audience: env.AUDIENCE || 'meridian-web',
      allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS || DEFAULT_ALLOWED_ORIGINS),
      // Behind a load balancer the client address (for the login rate limit) comes from
      // X-Forwarded-For; only trust it when told to.
      trustProxy: env.TRUST_PROXY === 'true',
      logger: { level: env.LOG_LEVEL || 'info' },
    },
  };
}
