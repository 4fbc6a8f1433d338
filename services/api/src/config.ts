// All environment parsing in one place; the rest of the code receives typed values.
import { BODY_IDLE_TIMEOUT_MS } from './plugins/idle-bodies';
import { DEFAULT_MAIL_FROM } from './plugins/reminders';
import { DEFAULT_REMINDER_EVERY_MS } from './reminders/reminder-worker';
import { DEFAULT_TRASH_DAYS, DEFAULT_TRASH_PURGE_EVERY_MS } from './db/trash-purge';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  signInUrl: string;
  signInIssuer: string;
  jwksUrl: string;
  serviceId: string;
  corsOrigins: string[];
  rateLimitMax: number;
  /** Requests without a valid token per client address per minute, counted before authentication (AUTH_FAILURES_PER_MINUTE, default 300). */
  authFailuresPerMinute: number;
  maxUploadBytes: number;
  /** A request body that sends nothing for this long is closed (BODY_IDLE_TIMEOUT_MS, default 30 s). */
  bodyIdleTimeoutMs: number;
  logLevel: string;
  trustProxy: boolean;
  /** Imports one API process runs at once (IMPORT_CONCURRENCY, default 2). */
  importConcurrency: number;
  /** How long a crashed process keeps its running imports before another takes them up (IMPORT_LEASE_MS, default 30 s). */
  importLeaseMs: number;
  /** Organisation to fill with demo data when it is empty (set by `pnpm start`). */
  demoOrg?: string;
  /** How often each API process looks for due reminders (REMINDER_EVERY_MS, default 10 s). */
  reminderEveryMs: number;
  /** The mail server reminders are emailed through (SMTP_URL); none: reminders reach the app only. */
  smtpUrl?: string;
  /** The sender of reminder emails (MAIL_FROM). */
  mailFrom: string;
  /** The web app's origin, for links in reminder emails and calendar events (APP_URL, default http://localhost:3000). */
  appUrl: string;
  /** Days a deleted record stays in the Trash (TRASH_DAYS, default 30), and how often the purge runs (TRASH_PURGE_EVERY_MS, default an hour). */
  trashDays: number;
  trashPurgeEveryMs: number;
  /** The API's own public origin, for calendar feed URLs (API_PUBLIC_URL, default http://localhost:<PORT>). */
  apiPublicUrl: string;
  /** Where scheduled backups go (BACKUP_DIR); with backupEveryMs, the API takes them. */
  backupDir?: string;
  /** How often (BACKUP_EVERY: `30m`, `6h`, `1d`); the recovery point objective of these backups. */
  backupEveryMs?: number;
  /** Backups kept in backupDir (BACKUP_KEEP, default 7); older ones are removed. */
  backupKeep: number;
  /** PostgreSQL: the sign-in service's database for backups (SIGN_IN_DATABASE_URL, default DATABASE_URL; DATABASE_SCHEMA as the service reads it). */
  signInDatabase: { url?: string; schema?: string };
}

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
];

const MB = 1024 * 1024;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}

function list(env: NodeJS.ProcessEnv, name: string, fallback: string[]): string[] {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  return raw
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, '')) // an Origin header never ends in '/'
    .filter(Boolean);
}

const DURATION_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `30m`, `6h`, `1d`, `90s`: milliseconds; unset: undefined. */
export function duration(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const match = /^(\d+)\s*([smhd])$/.exec(raw);
  if (!match || Number(match[1]) <= 0) throw new Error(`${name} must be a duration such as 30m, 6h or 1d, got "${raw}"`);
  return Number(match[1]) * DURATION_UNITS[match[2]!]!;
}

const origin = (value: string) => value.replace(/\/+$/, '');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const signInUrl = text(env, 'SIGN_IN_URL', 'http://localhost:4100').replace(/\/+$/, '');
  const port = positiveInt(env, 'PORT', 4000);
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}`);
  return {
    port,
    host: text(env, 'HOST', '127.0.0.1'),
    dataDir: text(env, 'DATA_DIR', './data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    signInUrl,
    signInIssuer: text(env, 'SIGN_IN_ISSUER', signInUrl),
    jwksUrl: `${signInUrl}/.well-known/jwks.json`,
    serviceId: text(env, 'SERVICE_ID', 'meridian-web'),
    corsOrigins: list(env, 'CORS_ORIGINS', DEFAULT_CORS_ORIGINS),
    rateLimitMax: positiveInt(env, 'RATE_LIMIT_MAX', 1000),
    authFailuresPerMinute: positiveInt(env, 'AUTH_FAILURES_PER_MINUTE', 300),
    maxUploadBytes: positiveInt(env, 'MAX_UPLOAD_BYTES', 25 * MB),
    bodyIdleTimeoutMs: positiveInt(env, 'BODY_IDLE_TIMEOUT_MS', BODY_IDLE_TIMEOUT_MS),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY?.trim() ?? ''),
    importConcurrency: positiveInt(env, 'IMPORT_CONCURRENCY', 2),
    importLeaseMs: positiveInt(env, 'IMPORT_LEASE_MS', 30_000),
    demoOrg: env.DEMO_ORG?.trim() || undefined,
    reminderEveryMs: positiveInt(env, 'REMINDER_EVERY_MS', DEFAULT_REMINDER_EVERY_MS),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: text(env, 'MAIL_FROM', DEFAULT_MAIL_FROM),
    appUrl: origin(text(env, 'APP_URL', 'http://localhost:3000')),
    trashDays: positiveInt(env, 'TRASH_DAYS', DEFAULT_TRASH_DAYS),
    trashPurgeEveryMs: positiveInt(env, 'TRASH_PURGE_EVERY_MS', DEFAULT_TRASH_PURGE_EVERY_MS),
    apiPublicUrl: origin(text(env, 'API_PUBLIC_URL', `http://localhost:${port}`)),
    ...backupSettings(env),
  };
}

function backupSettings(env: NodeJS.ProcessEnv): Pick<Config, 'backupDir' | 'backupEveryMs' | 'backupKeep' | 'signInDatabase'> {
  const backupDir = env.BACKUP_DIR?.trim() || undefined;
  const backupEveryMs = duration(env, 'BACKUP_EVERY');
  if (backupEveryMs && !backupDir) throw new Error('BACKUP_EVERY needs BACKUP_DIR (where the backups go)');
  return {
    backupDir,
    backupEveryMs,
    backupKeep: positiveInt(env, 'BACKUP_KEEP', 7),
    signInDatabase: { url: env.SIGN_IN_DATABASE_URL?.trim() || undefined, schema: env.DATABASE_SCHEMA?.trim() || undefined },
  };
}
