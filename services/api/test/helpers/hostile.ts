// Hostile input on write routes: the case shape, a fresh organisation per request that may write,
// and the checks every refusal must pass: a 4xx whose body is exactly `{ error }` (no stack, no
// SQL), nothing of the organisation changed, and the API still answering afterwards.
import type { LightMyRequestResponse } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { TENANT_TABLES } from '../../src/db/schema';
import { tenantScope } from '../../src/db/tenant-scope';
import type { CatalogRoute } from '../../src/plugins/route-catalog';
import type { TestApp } from './app';
import { seedOrganisation, snapshotOrganisation, type SeedIds } from './seed';
import type { TestUser } from './tokens';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const WRITE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The seeded records plus a second stage (to move to), a contact in no pipeline (to add), a second company (to merge) and a second, empty pipeline (to delete). */
export interface HostileIds extends SeedIds {
  otherStageId: string;
  otherPipelineId: string;
  freeContactId: string;
  freeCompanyId: string;
}

export type FieldRule =
  /** Free text: hostile text is data, stored and answered byte-for-byte. */
  | { kind: 'text'; max: number }
  /** Text with a format (email, URL, colour, enum): hostile text is a 400. */
  | { kind: 'checked'; max?: number }
  /** A key that is looked up, never stored: hostile text answers `status` and changes nothing. */
  | { kind: 'id'; status: number; max?: number; list?: boolean };

export interface HostileCase {
  route: `${WriteMethod} /${string}`;
  /** Path parameters of a valid request. */
  params?: (ids: HostileIds) => Record<string, string>;
  /** A valid JSON body (absent: the route takes none). */
  body?: (ids: HostileIds) => Record<string, unknown>;
  /** A valid non-JSON body (multipart uploads). */
  raw?: () => { payload: Buffer; headers: Record<string, string> };
  /** Status of the valid request. */
  status: number;
  required?: readonly string[];
  /** Every body field that carries text. */
  fields?: Record<string, FieldRule>;
  /** Each accepted write needs an organisation as seeded (e.g. adding a contact works once). */
  freshOrgPerWrite?: boolean;
  /** The route's body limit; 'elsewhere' when another suite already sends an oversized body. */
  bodyLimit?: number | 'elsewhere';
  /** Unknown body fields are refused (400 field_unknown) rather than stripped. */
  refusesUnknown?: boolean;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** Write routes without a hostile-input case, and cases naming routes that do not exist. */
export function hostileCoverage(catalog: readonly CatalogRoute[], cases: readonly HostileCase[]) {
  const covered = new Set<string>(cases.map((c) => c.route));
  const known = new Set(catalog.map(routeKey));
  return {
    missing: catalog
      .filter((r) => WRITE_METHODS.includes(r.method))
      .map(routeKey)
      .filter((k) => !covered.has(k)),
    stale: cases.map((c) => c.route as string).filter((k) => !known.has(k)),
  };
}

/** `/contacts/:id/notes/:noteId` with each parameter replaced (values are used as given). */
export function fillPath(route: string, params: Record<string, string>): string {
  const path = route.slice(route.indexOf(' ') + 1);
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    if (!(name in params)) throw new Error(`${route}: no value for :${name}`);
    return params[name]!;
  });
}

export const encodeParams = (params: Record<string, string>) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)]));

export interface Org {
  slug: string;
  ids: HostileIds;
  headers: Record<string, string>;
  snapshot(): Promise<Record<string, unknown[]>>;
}

let orgCount = 0;

/** A new organisation with one record in every table, and headers of a user of it. */
export async function freshOrganisation(t: TestApp): Promise<Org> {
  const slug = `hostile-${process.pid}-${++orgCount}`;
  const seeded = await seedOrganisation(t.db, slug);
  const scope = tenantScope(t.db.db, slug, t.db.dialect);
  const now = new Date().toISOString();
  const ids: HostileIds = { ...seeded, otherStageId: uuidv7(), otherPipelineId: uuidv7(), freeContactId: uuidv7(), freeCompanyId: uuidv7() };
  await scope.insertInto('stages', { id: ids.otherStageId, pipeline_id: ids.pipelineId, name: 'Won', color: '#22c55e', position: 1 }).execute();
  await scope.insertInto('pipelines', { id: ids.otherPipelineId, name: 'Partners', created_at: now }).execute();
  await scope
    .insertInto('contacts', { id: ids.freeContactId, first: 'Free', last: 'Agent', email: 'free@agent.test', created_at: now, updated_at: now })
    .execute();
  await scope.insertInto('companies', { id: ids.freeCompanyId, name: 'Free Agency', created_at: now, updated_at: now }).execute();
  const user: TestUser = { sub: `user-${slug}`, name: 'Hostile Tester', email: `tester@${slug}.test`, org: slug };
  const headers = await t.headers(user);
  // The caller's first request records them as a member: made here, before any snapshot is taken.
  await t.app.inject({ method: 'GET', url: '/members', headers });
  return { slug, ids, headers, snapshot: () => snapshotOrganisation(t.db, slug) };
}

/** Rows of every tenant table, whatever the organisation (to prove nothing landed elsewhere). */
export async function rowsOf(t: TestApp, orgSlug: string): Promise<number> {
  let rows = 0;
  for (const table of TENANT_TABLES) rows += (await tenantScope(t.db.db, orgSlug, t.db.dialect).selectFrom(table).selectAll().execute()).length;
  return rows;
}

// What must never reach a client: stack frames, SQL, driver and library internals.
const LEAKS = /\n\s+at |\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bdelete from\b|sqlite|postgres|syntax error|constraint|relation "|FST_|node_modules/i;

/** Why `res` is not a clean refusal, or undefined when it is. */
export function refusalProblem(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode < 400 || res.statusCode > 499) return `expected a 4xx, got ${res.statusCode}: ${res.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} body is not JSON: ${res.body.slice(0, 200)}`;
  }
  // ErrorAnswer of @meridian/contract: `error` and its `code`; for a field error the field's name,
  // for a text naming values those values (`params`).
  const keys = body && typeof body === 'object' ? Object.keys(body).filter((key) => key !== 'field' && key !== 'params') : [];
  const { error, code, field, params } = body as { error?: unknown; code?: unknown; field?: unknown; params?: unknown };
  const paramsOk =
    params === undefined || (typeof params === 'object' && params !== null && Object.values(params).every((v) => ['string', 'number'].includes(typeof v)));
  if (
    keys.length !== 2 ||
    typeof error !== 'string' ||
    !error ||
    typeof code !== 'string' ||
    !/^[a-z][a-z0-9_]*$/.test(code) ||
    (field !== undefined && typeof field !== 'string') ||
    !paramsOk
  ) {
    return `${res.statusCode} body is not exactly { error, code } (with field, params): ${res.body.slice(0, 200)}`;
  }
  if (LEAKS.test(error)) return `${res.statusCode} error leaks internals: ${error.slice(0, 200)}`;
  return undefined;
}

/** Every string anywhere in a value (rows of a snapshot, a JSON answer). */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Buffer.isBuffer(value)) return out;
  else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsIn(v, out));
  return out;
}

/** Values of every property named `key`, at any depth. */
export function valuesOf(value: unknown, key: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((v) => valuesOf(v, key, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === key) out.push(v);
      valuesOf(v, key, out);
    }
  }
  return out;
}
