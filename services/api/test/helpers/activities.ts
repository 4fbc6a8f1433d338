// Calls of the activities API as one user, for test/activities*.test.ts.
import { dayInZone } from '@meridian/contract';
import { tenantScope } from '../../src/db/tenant-scope';
import type { TestApp } from './app';
import { requester, type Answer } from './record-access';
import { alice, type TestUser } from './tokens';

let contacts = 0;

export function activitiesApi(t: TestApp, user: TestUser = alice) {
  const call = requester(t);
  const ok = async (answer: Promise<Answer>, status = 200) => {
    const res = await answer;
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
    return res.body;
  };
  return {
    call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => call(user, method, url, payload),
    ok,
    scope: tenantScope(t.db.db, user.org, t.db.dialect),
    create: (body: Record<string, unknown>) => ok(call(user, 'POST', '/activities', { type: 'call', subject: 'Call back', ...body }), 201),
    get: (id: string) => ok(call(user, 'GET', `/activities/${id}`)),
    list: (query = '') => ok(call(user, 'GET', `/activities${query ? `?${query}` : ''}`)),
    counts: (query: string) => ok(call(user, 'GET', `/activities/counts?${query}`)),
    update: (id: string, body: object) => ok(call(user, 'PUT', `/activities/${id}`, body)),
    complete: (id: string) => ok(call(user, 'POST', `/activities/${id}/complete`)),
    reopen: (id: string) => ok(call(user, 'POST', `/activities/${id}/reopen`)),
    remove: (id: string) => ok(call(user, 'DELETE', `/activities/${id}`), 204),
    restore: async (ids: string[]) => (await ok(call(user, 'POST', '/activities/restore', { ids }))).restored as number,
    contact: async (body: Record<string, unknown> = {}) =>
      (await ok(call(user, 'POST', '/contacts', { first: 'Ada', last: 'Lovelace', email: `c${++contacts}@example.test`, ...body }), 201)).id as string,
    company: async (name: string) => (await ok(call(user, 'POST', '/companies', { name }), 201)).company.id as string,
    /** Events of the audit trail about one record. */
    events: async (recordId: string) =>
      tenantScope(t.db.db, user.org, t.db.dialect)
        .selectFrom('audit_events')
        .select(['action', 'record_type', 'record_name', 'contact_id', 'company_id', 'changes'])
        .where('record_id', '=', recordId)
        .orderBy('at')
        .orderBy('id')
        .execute(),
  };
}

/**
 * A fixed-offset zone (Etc/GMT±N) whose clock now shows about noon, so that an hour before and
 * after now are both today there, whatever time the tests run.
 */
export function noonZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours(); // hours ahead of UTC
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

export const today = (zone: string) => dayInZone(new Date(), zone);
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
