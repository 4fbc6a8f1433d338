// Organisations, contacts and calls for the bulk edit tests (test/contacts-bulk-edit*.test.ts).
import type { LightMyRequestResponse } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { TestApp } from './app';
import { contactsApi } from './contacts';
import { alice, type TestUser } from './tokens';

let orgs = 0;

/** A user in an organisation of their own (recorded as a member by a first call). */
export async function freshOrg(t: TestApp, base: TestUser = alice) {
  const user = { ...base, sub: `${base.sub}-be${++orgs}`, org: `bulk-edit-${orgs}-${process.pid}` };
  const api = contactsApi(t, user);
  await api.call('GET', '/me');
  return { user, api };
}

export type Api = ReturnType<typeof contactsApi>;

/** Contacts written straight into the database, 500 rows a statement; ids in id order. */
export async function seed(api: Api, n: number, fields: (i: number) => Record<string, string | null> = () => ({})): Promise<string[]> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: n }, (_, i) => ({ id: uuidv7(), first: `First${i}`, last: `Last${i}`, created_at: now, updated_at: now, ...fields(i) }));
  for (let i = 0; i < rows.length; i += 500) await api.scope.insertInto('contacts', rows.slice(i, i + 500)).execute();
  return rows.map((r) => r.id);
}

export interface BulkEditAnswer {
  id: string;
  status: string;
  total: number;
  processed: number;
  changed: number;
  undone?: number;
  undo_until: string | null;
  error: string | null;
}

export async function bulkEdit(api: Api, body: object, status = 200): Promise<BulkEditAnswer> {
  const res = await api.call('POST', '/contacts/bulk-edit', body);
  if (res.statusCode !== status) throw new Error(`bulk edit answered ${res.statusCode}: ${res.body}`);
  return res.json() as BulkEditAnswer;
}

export const undoEdit = (api: Api, id: string): Promise<LightMyRequestResponse> => api.call('POST', `/contacts/bulk-edits/${id}/undo`);

export async function progress(api: Api, id: string): Promise<BulkEditAnswer> {
  return (await api.call('GET', `/contacts/bulk-edits/${id}`)).json() as BulkEditAnswer;
}

/** Polls the edit until its status is one of `statuses`. */
export async function until(api: Api, id: string, statuses: string[], timeoutMs = 60_000): Promise<BulkEditAnswer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const edit = await progress(api, id);
    if (statuses.includes(edit.status)) return edit;
    if (Date.now() > deadline) throw new Error(`bulk edit still ${edit.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Each contact's column, by id. */
export async function column(api: Api, ids: readonly string[], name: 'owner_id' | 'tags' | 'company_id' | 'company'): Promise<(string | null)[]> {
  const rows = await api.scope.selectFrom('contacts').select(['id', name]).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, (row as Record<string, string | null>)[name]]));
  return ids.map((id) => byId.get(id) ?? null);
}
