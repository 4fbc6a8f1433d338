import { APP_ORIGIN, checkAuthMessage, createTestApp, OTHER_APP_ORIGIN, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

function checkAuth(origin: string, cookie?: string) {
  return t.app.inject({
    url: `/sso/check-auth?origin=${encodeURIComponent(origin)}`,
    headers: cookie ? { cookie: `meridian_sid=${cookie}` } : {},
  });
}

describe('GET /sso/check-auth', () => {
  it('posts "none" to the origin when there is no session', async () => {
    const res = await checkAuth(APP_ORIGIN);
    expect(res.statusCode).toBe(200);
    expect(checkAuthMessage(res.body)).toEqual([{ type: 'meridian:check-auth', status: 'none' }, APP_ORIGIN]);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${APP_ORIGIN} ${OTHER_APP_ORIGIN}`);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('posts a new token family to the origin when the session cookie is valid', async () => {
    const { cookie, user, tokens } = await signIn(t.app);
    const res = await checkAuth(OTHER_APP_ORIGIN, cookie);
    const [message, target] = checkAuthMessage(res.body);
    expect(target).toBe(OTHER_APP_ORIGIN);
    expect(message).toMatchObject({ type: 'meridian:check-auth', status: 'authenticated', user });
    const framed = message.tokens as typeof tokens;
    expect(framed.refreshToken).not.toBe(tokens.refreshToken);
    const refresh = await t.app.inject({ method: 'POST', url: '/refresh', payload: { refreshToken: framed.refreshToken } });
    expect(refresh.statusCode).toBe(200);
  });

  it('treats an unknown cookie as no session and clears it', async () => {
    const res = await checkAuth(APP_ORIGIN, 'forged-session-id');
    expect(checkAuthMessage(res.body)[0]).toEqual({ type: 'meridian:check-auth', status: 'none' });
    expect(res.cookies.find((c) => c.name === 'meridian_sid')?.value).toBe('');
  });

  it.each(['http://evil.test', 'null', ''])('refuses the origin %p with 400 and posts nothing', async (origin) => {
    const { cookie } = await signIn(t.app);
    const res = await checkAuth(origin, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('postMessage');
    expect(res.body).not.toContain('<script');
  });
});
