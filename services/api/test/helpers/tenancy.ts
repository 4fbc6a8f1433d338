// Proves organisation isolation route by route. Organisation A gets one record in every table;
// each case is called as a user of organisation B, who must get a 404 or an empty answer, must
// not see A's data anywhere in the body, and must leave A's data exactly as it was.
// Every authenticated route needs a case: a route added without one fails the suite.
import type { LightMyRequestResponse } from 'fastify';
import type { CatalogRoute } from '../../src/plugins/route-catalog';
import type { TestApp } from './app';
import { LEAK_MARKER, seedOrganisation, snapshotOrganisation, type SeedIds } from './seed';
import { importJobsApi } from './import-jobs';
import { alice, bob, type TestUser } from './tokens';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TenancyExpectation =
  /** 404 with `{ error }`. */
  | 'not-found'
  /** 2xx; every array in the body is empty and every count/total is 0. */
  | 'empty'
  /** 2xx; every number in the body is 0. */
  | 'zero'
  /** Anything else; throw (e.g. with `expect`) to fail. */
  | ((res: LightMyRequestResponse, ctx: { ids: SeedIds; caller: TestUser }) => void);

export interface TenancyCase {
  /** The registered route exercised, as Fastify names it: "GET /contacts/:id". */
  route: `${HttpMethod} /${string}`;
  /** The concrete URL, usually pointing at organisation A's records. */
  url: (ids: SeedIds) => string;
  /** JSON body for writes. */
  body?: (ids: SeedIds) => unknown;
  /** A non-JSON body (e.g. multipart for uploads) with its content-type header. */
  raw?: (ids: SeedIds) => { payload: string | Buffer; headers: Record<string, string> };
  expect: TenancyExpectation;
}

export const ORG_A_USER = alice;
export const ORG_B_USER = bob;

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** Authenticated routes with no case; public routes (health, docs, preflight) need none. */
export function uncoveredRoutes(catalog: readonly CatalogRoute[], cases: readonly TenancyCase[]): string[] {
  const covered = new Set<string>(cases.map((c) => c.route));
  return catalog
    .filter((r) => !r.public)
    .map(routeKey)
    .filter((key) => !covered.has(key));
}

export function assertEveryRouteCovered(catalog: readonly CatalogRoute[], cases: readonly TenancyCase[]): void {
  const missing = uncoveredRoutes(catalog, cases);
  if (missing.length) {
    throw new Error(`Routes without a tenancy case (add them to test/tenancy-cases.ts):\n  ${missing.join('\n  ')}`);
  }
  const known = new Set(catalog.map(routeKey));
  const stale = cases.map((c) => c.route).filter((route) => !known.has(route as string));
  if (stale.length) throw new Error(`Tenancy cases for routes that do not exist:\n  ${stale.join('\n  ')}`);
}

function walk(value: unknown, visit: (v: unknown, key: string) => void, key = ''): void {
  visit(value, key);
  if (Array.isArray(value)) value.forEach((v) => walk(v, visit, key));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, visit, k);
}

function check(c: TenancyCase, res: LightMyRequestResponse, ids: SeedIds, requestText: string): void {
  const where = `${c.route} (${res.statusCode} ${res.body.slice(0, 200)})`;
  // A's ids may be echoed only if the caller sent them; A's content never.
  const forbidden = [LEAK_MARKER, ...Object.values(ids).filter((id) => !requestText.includes(id))];
  const leaked = forbidden.find((text) => res.body.includes(text));
  if (leaked) throw new Error(`${where}: answer contains organisation A's data (${leaked})`);

  if (typeof c.expect === 'function') return c.expect(res, { ids, caller: ORG_B_USER });
  if (c.expect === 'not-found') {
    if (res.statusCode !== 404 || typeof res.json().error !== 'string') throw new Error(`${where}: expected 404 { error }`);
    return;
  }
  if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`${where}: expected a 2xx answer`);
  walk(res.json(), (v, key) => {
    if (Array.isArray(v) && v.length) throw new Error(`${where}: expected every list to be empty ("${key}")`);
    const isCount = c.expect === 'zero' || /count|total/i.test(key);
    if (typeof v === 'number' && isCount && v !== 0) throw new Error(`${where}: expected ${key || 'number'} to be 0`);
  });
}

/** An import job of organisation A whose file name and error report carry A's marker (it stores no contact). */
async function seedImport(t: TestApp): Promise<string> {
  const jobs = importJobsApi(t, ORG_A_USER);
  const res = await jobs.upload(`first,email\nAda,${LEAK_MARKER}-not-an-email\n`, { columnMapping: { first: 'first', email: 'email' } }, `${LEAK_MARKER}.csv`);
  if (res.statusCode !== 202) throw new Error(`seeding an import answered ${res.statusCode}: ${res.body}`);
  const job = await jobs.waitFor(res.json().id);
  if (job.failed !== 1) throw new Error(`the seeded import should fail its one row: ${JSON.stringify(job)}`);
  return job.id;
}

/** A pending invitation of organisation A, made through the API (the sign-in service keeps it). */
async function seedInvitation(t: TestApp): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/organisation/invitations',
    headers: await t.headers(ORG_A_USER),
    payload: { email: `${LEAK_MARKER}@invited.test`, role: 'member' },
  });
  if (res.statusCode !== 201) throw new Error(`seeding an invitation answered ${res.statusCode}: ${res.body}`);
  return res.json().invitation.id;
}

/** Runs every case as organisation B against organisation A's seeded data. */
export async function checkTenancy(t: TestApp, cases: readonly TenancyCase[]): Promise<void> {
  assertEveryRouteCovered(t.app.routeCatalog, cases);
  const ids = { ...(await seedOrganisation(t.db, ORG_A_USER.org)), importId: await seedImport(t), invitationId: await seedInvitation(t) };
  const headers = await t.headers(ORG_B_USER);
  for (const c of cases) {
    const before = await snapshotOrganisation(t.db, ORG_A_USER.org);
    const url = c.url(ids);
    const body = c.body?.(ids);
    const raw = c.raw?.(ids);
    const res = await t.app.inject({
      method: c.route.split(' ')[0] as HttpMethod,
      url,
      headers: { ...headers, ...raw?.headers },
      ...(raw ? { payload: raw.payload } : body === undefined ? {} : { payload: body as object }),
    });
    check(c, res, ids, url + JSON.stringify(body ?? '') + String(raw?.payload ?? ''));
    const after = await snapshotOrganisation(t.db, ORG_A_USER.org);
    try {
      expect(after).toEqual(before);
    } catch {
      throw new Error(`${c.route}: changed organisation A's data`);
    }
  }
}
