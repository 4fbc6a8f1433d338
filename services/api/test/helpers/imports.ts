// Calls of the import/export API as one user, and what the tests compare before and after one:
// rows, companies, the list's trigger-kept total and full-text search.
import type { ColumnTarget } from '@meridian/contract';
import type { LightMyRequestResponse } from 'fastify';
import { tenantScope } from '../../src/db/tenant-scope';
import type { TestApp } from './app';
import { alice, type TestUser } from './tokens';

export type Mapping = Record<string, ColumnTarget>;

export const BASIC_MAPPING: Mapping = { first: 'first', last: 'last', email: 'email', phone: 'phone', company: 'company', tags: 'tags' };

export interface ImportResult {
  success: true;
  imported: number;
  failed: number;
  companiesCreated: number;
  errors: { row: number; error: string }[];
}

/** CSV text from rows of cells (cells are written as given: quote them yourself). */
export const csv = (...lines: string[]) => `${lines.join('\n')}\n`;

export function importApi(t: TestApp, user: TestUser = alice) {
  const scope = tenantScope(t.db.db, user.org, t.db.dialect);

  async function call(method: 'GET' | 'POST', url: string, payload?: object | string | Buffer): Promise<LightMyRequestResponse> {
    const raw = typeof payload === 'string' || Buffer.isBuffer(payload); // JSON text as written, e.g. malformed
    const headers = { ...(await t.headers(user)), ...(raw ? { 'content-type': 'application/json' } : {}) };
    return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  }

  async function execute(body: Record<string, unknown>): Promise<LightMyRequestResponse> {
    return call('POST', '/import-export/execute', body);
  }

  return {
    scope,
    call,
    execute,
    /** A successful import's data; fails the test with the answer otherwise. */
    async run(csvData: string, columnMapping: Mapping = BASIC_MAPPING, extra: Record<string, unknown> = {}): Promise<ImportResult> {
      const res = await execute({ csvData, columnMapping, ...extra });
      if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
      const body = res.json();
      expect(body.success).toBe(true);
      return body.data;
    },
    /** The contacts as stored, oldest first (ids are UUIDv7). */
    async contacts() {
      return scope.selectFrom('contacts').select(['first', 'last', 'email', 'phone', 'company', 'company_id', 'tags', 'deleted_at']).orderBy('id').execute();
    },
    async companies() {
      return scope.selectFrom('companies').select(['id', 'name']).orderBy('id').execute();
    },
    /**
     * GET /contacts totals: unfiltered (contact_counts), the user's own (contact_owner_counts: an
     * import's contacts are its importer's) and searched (full-text index). The search asks for
     * page 201 of 50: past 10,000, where the count is exact rather than capped.
     */
    async totals(search: string) {
      const list = async (query: string) => (await call('GET', `/contacts?${query}`)).json().pagination.totalCount as number;
      return {
        listed: await list('page=1&limit=50'),
        owned: await list(`page=1&limit=50&owner_id=${encodeURIComponent(user.sub)}`),
        found: await list(`page=201&limit=50&search=${encodeURIComponent(search)}`),
      };
    },
  };
}
