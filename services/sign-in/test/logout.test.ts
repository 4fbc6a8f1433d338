import { APP_ORIGIN, checkAuthMessage, createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

function logout(cookie: string | undefined, body?: object, origin = APP_ORIGIN) {
  return t.app.inject({
    method: 'POST',
    url: '/logout',
    headers: { origin, ...(cookie ? { cookie: `meridian_sid=${cookie}` } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/refresh', payload: { refreshToken } });

const checkAuth = (cookie: string) =>
  t.app.inject({
    url: `/sso/check-auth?origin=${encodeURIComponent(APP_ORIGIN)}`,
    headers: { cookie: `meridian_sid=${cookie}` },
  });

describe('POST /logout', () => {
  it('revokes the session and the token family and clears the cookie', async () => {
    const { cookie, tokens } = await signIn(t.app);
    const rotated = (await refresh(tokens.refreshToken)).json().data.tokens.refreshToken;

    const res = await logout(cookie, { refreshToken: rotated });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const cleared = res.cookies.find((c) => c.name === 'meridian_sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());

    expect((await refresh(rotated)).statusCode).toBe(401);
    const [message] = checkAuthMessage((await checkAuth(cookie)).body);
    expect(message).toEqual({ type: 'meridian:check-auth', status: 'none' });
  });

  it('with only the cookie, also ends the families that session handed out', async () => {
    const { cookie, tokens } = await signIn(t.app);
    const [framed] = checkAuthMessage((await checkAuth(cookie)).body);
    expect((await logout(cookie)).statusCode).toBe(200);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    const framedTokens = framed.tokens as { refreshToken: string };
    expect((await refresh(framedTokens.refreshToken)).statusCode).toBe(401);
  });

  it('with only a refresh token (empty JSON body allowed too), revokes that family', async () => {
    const { tokens } = await signIn(t.app);
    expect((await logout(undefined, { refreshToken: tokens.refreshToken })).statusCode).toBe(200);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);

    const empty = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.json()).toEqual({ success: true });
  });

  it('refuses other sites and answers preflights only for allowed origins', async () => {
    const { cookie, tokens } = await signIn(t.app);
    const res = await logout(cookie, undefined, 'http://evil.test');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Origin not allowed', code: 'origin_not_allowed' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/logout',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
  });
});
