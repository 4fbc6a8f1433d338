// Calls of the contacts API as one user, and companies put straight into the database (the
// companies API is another feature; these tests only need rows to link to).
import type { LightMyRequestResponse } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { tenantScope } from '../../src/db/tenant-scope';
import type { TestApp } from './app';
import { alice, type TestUser } from './tokens';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let created = 0;

export function contactsApi(t: TestApp, user: TestUser = alice) {
  const scope = tenantScope(t.db.db, user.org, t.db.dialect);

  async function call(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> {
    return t.app.inject({ method, url, headers: await t.headers(user), ...(payload === undefined ? {} : { payload }) });
  }

  function expectStatus(res: LightMyRequestResponse, status: number): LightMyRequestResponse {
    if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
    return res;
  }

  return {
    call,
    scope,
    /** One contact per email in an organisation: each one made here has an email of its own unless the body gives one. */
    async create(body: Record<string, unknown> = {}) {
      const res = await call('POST', '/contacts', { first: 'Ada', last: 'Lovelace', email: `ada.${++created}@example.test`, ...body });
      return expectStatus(res, 201).json();
    },
    async get(id: string) {
      return expectStatus(await call('GET', `/contacts/${id}`), 200).json();
    },
    async list(query = '') {
      return expectStatus(await call('GET', `/contacts${query ? `?${query}` : ''}`), 200).json();
    },
    async remove(id: string) {
      expectStatus(await call('DELETE', `/contacts/${id}`), 204);
    },
    async restore(ids: string[]): Promise<number> {
      return expectStatus(await call('POST', '/contacts/restore', { ids }), 200).json().restored;
    },
    async addNote(contactId: string, body: string) {
      return expectStatus(await call('POST', `/contacts/${contactId}/notes`, { body }), 201).json();
    },
    async company(name: string): Promise<string> {
      const id = uuidv7();
      const now = new Date().toISOString();
      await scope.insertInto('companies', { id, name, created_at: now, updated_at: now }).execute();
      return id;
    },
    async setCompanyDeleted(id: string, deleted: boolean) {
      await scope
        .updateTable('companies')
        .set({ deleted_at: deleted ? new Date().toISOString() : null })
        .where('id', '=', id)
        .execute();
    },
  };
}
