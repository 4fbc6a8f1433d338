// The audit trail as the tests read it: a fresh organisation with one admin, its calls, and the
// events each call added (GET /audit, oldest of them first).
import type { LightMyRequestResponse } from 'fastify';
import type { AuditEvent } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import type { TestApp } from './app';
import type { TestUser } from './tokens';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A user of an organisation of their own (owner unless `role` says otherwise). */
export function auditUser(role?: string): TestUser {
  const id = uuidv7();
  return { sub: `user-${id}`, name: 'Xena Auditor', email: `xena@${id}.test`, org: `audit-${id}`, ...(role && { role }) };
}

export function auditApi(t: TestApp, user: TestUser) {
  async function call(method: Method, url: string, payload?: object | { payload: Buffer; headers: Record<string, string> }): Promise<LightMyRequestResponse> {
    const raw =
      payload && 'payload' in payload && Buffer.isBuffer(payload.payload) ? (payload as { payload: Buffer; headers: Record<string, string> }) : undefined;
    const headers = { ...(await t.headers(user)), ...raw?.headers };
    return t.app.inject({ method, url, headers, ...(raw ? { payload: raw.payload } : payload === undefined ? {} : { payload: payload as object }) });
  }

  /** Every event of the organisation, newest first. */
  async function events(): Promise<AuditEvent[]> {
    const all: AuditEvent[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/audit?limit=200${cursor ? `&cursor=${cursor}` : ''}`);
      if (res.statusCode !== 200) throw new Error(`GET /audit answered ${res.statusCode}: ${res.body}`);
      const page = res.json<{ events: AuditEvent[]; next_cursor: string | null }>();
      all.push(...page.events);
      cursor = page.next_cursor;
    } while (cursor);
    return all;
  }

  return {
    call,
    events,
    /** Runs `action`, expects `status`, and answers the events it added, oldest first, with its answer. */
    async step(action: () => Promise<LightMyRequestResponse>, status: number): Promise<{ res: LightMyRequestResponse; added: AuditEvent[] }> {
      const before = new Set((await events()).map((e) => e.id));
      const res = await action();
      if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
      const added = (await events()).filter((e) => !before.has(e.id)).reverse();
      return { res, added };
    },
  };
}
