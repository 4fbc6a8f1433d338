// Test-only helpers for the front ends' tests (`@meridian/shared/testing`).
import { setRuntimeConfig, type RuntimeConfig } from '@meridian/shared/config';
import type { Tokens, User } from '@meridian/shared/model';

export const TEST_CONFIG: RuntimeConfig = {
  apiUrl: 'http://api.test',
  signInUrl: 'http://signin.test',
  signInName: 'Meridian Accounts',
  serviceId: 'meridian-web',
  remotes: {
    contacts: 'http://localhost:3001/mf-manifest.json',
    companies: 'http://localhost:3002/mf-manifest.json',
    pipeline: 'http://localhost:3003/mf-manifest.json',
    importer: 'http://localhost:3004/mf-manifest.json',
    activities: 'http://localhost:3005/mf-manifest.json',
  },
};

export function useTestConfig(): void {
  setRuntimeConfig(TEST_CONFIG);
}

/** An unsigned JWT-shaped token: the client only reads `exp` from it. */
export function fakeJwt(expiresInMs: number, extra: Record<string, unknown> = {}): string {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor((Date.now() + expiresInMs) / 1000);
  return `${b64({ alg: 'EdDSA' })}.${b64({ exp, ...extra })}.signature`;
}

export function makeTokens(expiresInMs = 15 * 60 * 1000, refreshToken = 'refresh-1'): Tokens {
  return { accessToken: fakeJwt(expiresInMs), refreshToken, expiresAt: Date.now() + expiresInMs };
}

export const USER: User = { id: 'u1', name: 'Dana Demo', email: 'demo@meridian.test', orgSlug: 'acme', role: 'owner' };
export const OTHER_ORG_USER: User = { id: 'u2', name: 'Olive Other', email: 'other@globex.test', orgSlug: 'globex', role: 'owner' };

/** jsdom has no fetch Response: the little of it the client reads. */
export function jsonResponse(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}
