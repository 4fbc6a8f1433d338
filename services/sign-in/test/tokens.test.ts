import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { AUDIENCE, createTestApp, createTestDb, ISSUER, signIn, type TestApp } from './helpers';

let t: TestApp;
afterEach(() => t?.close());

function refresh(app: TestApp['app'], refreshToken: unknown) {
  return app.inject({ method: 'POST', url: '/refresh', payload: { refreshToken } });
}

async function jwks(app: TestApp['app']) {
  const res = await app.inject({ url: '/.well-known/jwks.json' });
  return { res, set: res.json() as JSONWebKeySet };
}

describe('access tokens and JWKS', () => {
  it('issues an EdDSA token that verifies against the published keys', async () => {
    t = await createTestApp();
    const { tokens, user } = await signIn(t.app);
    const { res, set } = await jwks(t.app);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(set.keys).toHaveLength(1);
    expect(set.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', kid: expect.any(String) });
    expect(set.keys[0]).not.toHaveProperty('d');
    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'EdDSA', kid: set.keys[0].kid });

    const { payload } = await jwtVerify(tokens.accessToken, createLocalJWKSet(set), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['EdDSA'],
    });
    expect(payload).toMatchObject({ sub: user.id, name: 'Dana Demo', email: 'demo@meridian.test', org: 'acme' });
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
    expect(tokens.expiresAt).toBe(payload.exp! * 1000);
    expect(payload.jti).toEqual(expect.any(String));
  });

  it('rejects a token once it has expired', async () => {
    const start = Date.now() - 16 * 60 * 1000;
    t = await createTestApp({ clock: () => start });
    const { tokens } = await signIn(t.app);
    const { set } = await jwks(t.app);
    const options = { issuer: ISSUER, audience: AUDIENCE };
    await expect(jwtVerify(tokens.accessToken, createLocalJWKSet(set), options)).rejects.toMatchObject({
      code: 'ERR_JWT_EXPIRED',
    });
    // The same token was fine while it was fresh.
    const fresh = { ...options, currentDate: new Date(start + 60_000) };
    await expect(jwtVerify(tokens.accessToken, createLocalJWKSet(set), fresh)).resolves.toBeDefined();
  });

  it('keeps its signing key across restarts', async () => {
    const db = await createTestDb();
    try {
      const first = await createTestApp({}, db);
      const { tokens } = await signIn(first.app);
      await first.close();
      const second = await createTestApp({}, db);
      const { set } = await jwks(second.app);
      await second.close();
      await expect(jwtVerify(tokens.accessToken, createLocalJWKSet(set), { issuer: ISSUER, audience: AUDIENCE })).resolves.toBeDefined();
    } finally {
      await db.drop();
    }
  });
});

describe('POST /refresh', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  it('rotates the refresh token and returns new tokens and the user', async () => {
    const { tokens, user } = await signIn(t.app);
    const res = await refresh(t.app, tokens.refreshToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, data: { tokens: expect.any(Object), user } });
    expect(body.data.tokens.refreshToken).not.toBe(tokens.refreshToken);
    expect(body.data.tokens.accessToken).not.toBe(tokens.accessToken);
    expect(res.headers['cache-control']).toBe('no-store');

    // The new one works in turn.
    expect((await refresh(t.app, body.data.tokens.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const { tokens } = await signIn(t.app);
    const second = (await refresh(t.app, tokens.refreshToken)).json().data.tokens.refreshToken;

    const reuse = await refresh(t.app, tokens.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ error: 'Token refresh failed', code: 'refresh_failed' });
    // The newer token of the same family is dead too.
    expect((await refresh(t.app, second)).statusCode).toBe(401);

    // Other sign-ins (other families) are unaffected.
    const other = await signIn(t.app);
    expect((await refresh(t.app, other.tokens.refreshToken)).statusCode).toBe(200);
  });

  it.each([undefined, '', 'not-a-token', 42, 'x'.repeat(1000)])('answers 401 for the refresh token %p', async (value) => {
    const res = await refresh(t.app, value);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Token refresh failed', code: 'refresh_failed' });
  });

  it('answers 401 for a refresh token older than 30 days', async () => {
    let now = Date.now();
    await t.close();
    t = await createTestApp({ clock: () => now });
    const { tokens } = await signIn(t.app);
    now += 30 * 24 * 60 * 60 * 1000 + 1;
    expect((await refresh(t.app, tokens.refreshToken)).statusCode).toBe(401);
  });
});
