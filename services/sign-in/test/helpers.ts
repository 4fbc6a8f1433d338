import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { buildApp, type AppOptions } from '../src/app';
import type { DbConfig } from '../src/db/connect';
import { seedDemo } from '../src/seed';

export const ISSUER = 'http://localhost:4100';
export const AUDIENCE = 'meridian-web';
export const APP_ORIGIN = 'http://localhost:3000';
export const OTHER_APP_ORIGIN = 'http://localhost:3001';
export const RETURN_URL = `${APP_ORIGIN}/contacts?tab=all`;
export const DEMO = { email: 'demo@meridian.test', password: 'meridian-demo' };

export interface TestDb {
  config: DbConfig;
  drop(): Promise<void>;
}

// A private database per test: a temp SQLite file, or (with DATABASE_URL) a fresh PostgreSQL
// schema, so suites running at the same time never see each other's rows.
export async function createTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `sign_in_test_${randomBytes(6).toString('hex')}`;
    return {
      config: { kind: 'postgres', url, schema },
      drop: async () => {
        const client = new Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sign-in-test-'));
  return {
    config: { kind: 'sqlite', file: path.join(dir, 'sign-in.sqlite') },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<AppOptions> = {}, existingDb?: TestDb): Promise<TestApp> {
  const db = existingDb ?? (await createTestDb());
  const app = buildApp({
    db: db.config,
    issuer: ISSUER,
    audience: AUDIENCE,
    allowedOrigins: [APP_ORIGIN, OTHER_APP_ORIGIN],
    ...overrides,
  });
  await app.ready();
  await seedDemo(app.db);
  let closed = false;
  return {
    app,
    db,
    // Idempotent, so a test may close early and afterEach can still call it.
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      if (!existingDb) await db.drop();
    },
  };
}

let ipCounter = 0;
// Each call comes from its own address unless told otherwise, so only the rate-limit tests
// hit the per-address limit.
export function nextIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export interface LoginInput {
  email?: string;
  password?: string;
  returnUrl?: string;
  popup?: '0' | '1';
  ip?: string;
  headers?: Record<string, string>;
  /** More form fields (e.g. theme). */
  extra?: Record<string, string>;
}

export function postLogin(app: FastifyInstance, input: LoginInput = {}) {
  const form = new URLSearchParams({
    email: input.email ?? DEMO.email,
    password: input.password ?? DEMO.password,
    return_url: input.returnUrl ?? RETURN_URL,
    popup: input.popup ?? '1',
    ...input.extra,
  });
  return app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress: input.ip ?? nextIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...input.headers },
    payload: form.toString(),
  });
}

// Reads `var <name> = <json>;` out of an inline script of a page.
export function scriptValue<T = unknown>(html: string, name: string): T {
  const match = new RegExp(`var ${name} = (.*);\\n`).exec(html);
  if (!match) throw new Error(`no ${name} in page`);
  return JSON.parse(match[1]) as T;
}

// The postMessage call of the check-auth page: [message, targetOrigin].
export function checkAuthMessage(html: string): [Record<string, unknown>, string] {
  const match = /window\.parent\.postMessage\((.*), ("[^"]*")\);<\/script>/.exec(html);
  if (!match) throw new Error('no postMessage in page');
  return [JSON.parse(match[1]), JSON.parse(match[2])];
}

export function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === 'meridian_sid');
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

export async function signIn(app: FastifyInstance, input: LoginInput = {}) {
  const res = await postLogin(app, input);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode}`);
  const message = scriptValue<{ tokens: Tokens; user: Record<string, string> }>(res.body, 'message');
  return { res, tokens: message.tokens, user: message.user, cookie: sessionCookie(res)!.value };
}
