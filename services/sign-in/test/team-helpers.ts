import { DEMO_TEAM } from '@meridian/contract';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { addUser } from '../src/accounts';
import { createTestApp, signIn, type TestApp } from './helpers';

export const PASSWORD = 'meridian-demo';

/** Acme's people by role (Dana, Ada, Sam, Robin) and Globex's admin (Gina): each signed in. */
export interface Team {
  t: TestApp;
  ids: Record<'owner' | 'admin' | 'member' | 'readonly' | 'otherAdmin', string>;
  tokens: Record<'owner' | 'admin' | 'member' | 'readonly' | 'otherAdmin', { accessToken: string; refreshToken: string }>;
}

export const ADA = { email: 'ada@meridian.test', name: 'Ada Admin' };
export const GINA = { email: 'gina@globex.test', name: 'Gina Globex' };

export async function createTeam(overrides: Parameters<typeof createTestApp>[0] = {}): Promise<Team> {
  const t = await createTestApp(overrides);
  const ada = await addUser(t.app.db, { org: 'acme', ...ADA, password: PASSWORD, role: 'admin' });
  const gina = await addUser(t.app.db, { org: 'globex', ...GINA, password: PASSWORD, role: 'admin' });
  const login = async (email: string) => (await signIn(t.app, { email, password: PASSWORD })).tokens;
  return {
    t,
    ids: { owner: DEMO_TEAM.dana.id, admin: ada.id, member: DEMO_TEAM.sam.id, readonly: DEMO_TEAM.robin.id, otherAdmin: gina.id },
    tokens: {
      owner: await login(DEMO_TEAM.dana.email),
      admin: await login(ADA.email),
      member: await login(DEMO_TEAM.sam.email),
      readonly: await login(DEMO_TEAM.robin.email),
      otherAdmin: await login(GINA.email),
    },
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call to a /org route with a bearer token, as the API makes it. */
export function org(app: FastifyInstance, method: Method, url: string, token: string | undefined, payload?: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method,
    url,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export function invite(app: FastifyInstance, token: string, email: string, role = 'member') {
  return org(app, 'POST', '/org/invitations', token, { email, role });
}

/** The random token at the end of an invitation link. */
export function linkToken(link: string): string {
  return link.slice(link.lastIndexOf('/') + 1);
}

// The contract's schemas (JSON Schema), checked as the API's validator checks them.
const ajv = addFormats(new Ajv({ strict: false }));

/** True when the answer has the contract's shape. */
export function matchesContract(schema: object, value: unknown): boolean {
  return ajv.validate(schema, value);
}

/** A new access token for `who` through their refresh token (after a test moved the clock). */
export async function freshToken(team: Team, who: keyof Team['tokens']): Promise<string> {
  const res = await team.t.app.inject({ method: 'POST', url: '/refresh', payload: { refreshToken: team.tokens[who].refreshToken } });
  if (res.statusCode !== 200) throw new Error(`refresh failed: ${res.statusCode}`);
  team.tokens[who] = res.json().data.tokens;
  return team.tokens[who].accessToken;
}
