// Shared by the pipeline test files: contacts are inserted through the tenant scope (the contacts
// routes are not what these tests are about), everything else goes through the API.
import { uuidv7 } from 'uuidv7';
import { tenantScope, type TenantScope } from '../src/db/tenant-scope';
import type { TestApp } from './helpers/app';
import { alice, type TestUser } from './helpers/tokens';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function scopeOf(t: TestApp, user: TestUser = alice): TenantScope {
  return tenantScope(t.db.db, user.org, t.db.dialect);
}

export interface ContactSeed {
  first?: string;
  last?: string;
  email?: string | null;
  company?: string | null;
  company_id?: string | null;
  deleted?: boolean;
}

export async function addContact(t: TestApp, seed: ContactSeed = {}, user: TestUser = alice): Promise<string> {
  const id = uuidv7();
  const now = new Date().toISOString();
  await scopeOf(t, user)
    .insertInto('contacts', {
      id,
      first: seed.first ?? 'Ada',
      last: seed.last ?? 'Lovelace',
      email: seed.email === undefined ? `${id}@example.test` : seed.email,
      phone: '+44 20 7946 0000',
      company: seed.company ?? null,
      company_id: seed.company_id ?? null,
      tags: 'vip,engine',
      created_at: now,
      updated_at: now,
      deleted_at: seed.deleted ? now : null,
    })
    .execute();
  return id;
}

export async function softDelete(t: TestApp, contactId: string, deleted = true, user: TestUser = alice): Promise<void> {
  await scopeOf(t, user)
    .updateTable('contacts')
    .set({ deleted_at: deleted ? new Date().toISOString() : null })
    .where('id', '=', contactId)
    .execute();
}

export function caller(t: TestApp) {
  return async function call(method: Method, url: string, payload?: object, user: TestUser = alice) {
    const res = await t.app.inject({ method, url, headers: await t.headers(user), ...(payload === undefined ? {} : { payload }) });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
}

export interface DefaultPipeline {
  id: string;
  stages: { id: string; name: string; color: string; position: number }[];
}

/** The default pipeline of the user's organisation (created by the call if needed). */
export async function defaultPipeline(t: TestApp, user: TestUser = alice): Promise<DefaultPipeline> {
  const call = caller(t);
  const list = await call('GET', '/pipeline', undefined, user);
  const id = list.body.pipelines[0].id as string;
  const stages = await call('GET', `/pipeline/${id}/stages`, undefined, user);
  return { id, stages: stages.body.data };
}

/**
 * A second pipeline ('Renewals' by default) with two stages and the outcomes given, inserted
 * through the scope (creating pipelines is not what these tests are about), created after the default.
 */
export async function addPipeline(t: TestApp, name = 'Renewals', user: TestUser = alice): Promise<DefaultPipeline> {
  await defaultPipeline(t, user);
  const id = uuidv7();
  const scope = scopeOf(t, user);
  await scope.insertInto('pipelines', { id, name, created_at: new Date(Date.now() + 1000).toISOString() }).execute();
  const stages = [
    { id: uuidv7(), name: 'Due', color: '#0ea5e9', position: 0 },
    { id: uuidv7(), name: 'Renewed', color: '#22c55e', position: 1 },
  ];
  await scope
    .insertInto(
      'stages',
      stages.map((s) => ({ ...s, pipeline_id: id, probability: s.position ? 100 : 50, outcome: s.position ? ('won' as const) : null })),
    )
    .execute();
  return { id, stages };
}
