import { createTestApp, type TestApp } from './helpers/app';
import { alice, authHeaders, bob, TEST_SERVICE_ID } from './helpers/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function me(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/me', headers });
}

function expect401(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }, message?: string) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({
    error: message ?? expect.any(String),
    code: expect.stringMatching(/^(not_authenticated|token_expired|token_invalid|service_id_unknown)$/),
  });
  expect(res.headers['www-authenticate']).toBe('Bearer');
}

describe('authentication', () => {
  it('accepts a valid token and exposes the user from its claims', async () => {
    const res = await me(await t.headers(alice));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: alice.sub, name: alice.name, email: alice.email, orgSlug: alice.org, role: 'owner' },
      access: { role: 'owner', record_access: 'everyone_edits' },
    });
  });

  it('rejects a request without a token', async () => {
    expect401(await me({ 'x-service-id': TEST_SERVICE_ID }), 'Authentication required');
  });

  it.each([['Basic dXNlcjpwYXNz'], ['Bearer'], ['Bearer '], ['bearer a b c'], ['Token abc.def.ghi']])(
    'rejects a malformed Authorization header (%s)',
    async (authorization) => {
      expect401(await me({ authorization, 'x-service-id': TEST_SERVICE_ID }), 'Authentication required');
    },
  );

  it('rejects an expired token with a specific message', async () => {
    expect401(await me(authHeaders(await t.tokens.expired())), 'Token expired');
  });

  it('rejects a token signed with a key the sign-in service does not publish', async () => {
    expect401(await me(authHeaders(await t.tokens.sign(alice, { untrustedKey: true }))), 'Invalid token');
  });

  it('rejects an unsigned token (alg: none)', async () => {
    expect401(await me(authHeaders(t.tokens.unsigned())), 'Invalid token');
  });

  it('rejects a token for another audience', async () => {
    expect401(await me(authHeaders(await t.tokens.sign(alice, { audience: 'another-service' }))), 'Invalid token');
  });

  it('rejects a token from another issuer', async () => {
    expect401(await me(authHeaders(await t.tokens.sign(alice, { issuer: 'http://evil.test' }))), 'Invalid token');
  });

  it('rejects a token whose claims were edited after signing', async () => {
    expect401(await me(authHeaders(await t.tokens.tampered(alice, { org: bob.org }))), 'Invalid token');
  });

  it('rejects a token without an organisation or subject', async () => {
    expect401(await me(authHeaders(await t.tokens.sign(alice, { omit: ['org'] }))), 'Invalid token');
    expect401(await me(authHeaders(await t.tokens.sign(alice, { omit: ['sub'] }))), 'Invalid token');
  });

  it('rejects a missing or wrong X-Service-Id header', async () => {
    const token = await t.tokens.sign(alice);
    expect401(await me({ authorization: `Bearer ${token}` }));
    expect401(await me(authHeaders(token, 'other-web')));
  });

  it('protects every non-public route', async () => {
    const protectedRoutes = t.app.routeCatalog.filter((r) => !r.public);
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      const res = await t.app.inject({ method: route.method as 'GET', url: route.url.replace(/:\w+/g, 'x') });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        body: { error: 'Authentication required', code: 'not_authenticated' },
      });
    }
  });

  it('needs no token for health and docs', async () => {
    for (const url of ['/healthz', '/readyz', '/docs/json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('never writes the token to the logs', async () => {
    const token = await t.tokens.sign(alice);
    await me(authHeaders(token));
    await me(authHeaders(`${token}x`));
    expect(JSON.stringify(t.logs)).not.toContain(token.split('.')[2]);
  });
});
