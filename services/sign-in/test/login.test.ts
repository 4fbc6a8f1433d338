import { createTestApp, DEMO, postLogin, RETURN_URL, APP_ORIGIN, scriptValue, sessionCookie, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

function nonceOf(csp: string): string {
  return /script-src 'nonce-([^']+)'/.exec(csp)![1];
}

describe('GET /login', () => {
  it('renders an accessible, self-contained form with a strict CSP', async () => {
    const res = await t.app.inject({ url: `/login?popup=1&return_url=${encodeURIComponent(RETURN_URL)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<title>Sign in - Meridian Accounts</title>');
    expect(res.body).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(res.body).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/);
    expect(res.body).toContain('<button type="submit">Sign in</button>');
    expect(res.body).toContain('prefers-color-scheme: dark');
    expect(res.body).not.toMatch(/<link|src="http|href="http/);

    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`form-action 'self' ${APP_ORIGIN}`);
    expect(res.body).toContain(`<style nonce="${nonceOf(csp)}">`);
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['http://evil.test/steal', 'javascript:alert(1)', '/relative', '', 'http://localhost:3000.evil.test/'])(
    'refuses the return_url %p with 400 and no form',
    async (returnUrl) => {
      const res = await t.app.inject({ url: `/login?popup=1&return_url=${encodeURIComponent(returnUrl)}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This application is not allowed to sign in here.');
      expect(res.body).not.toContain('<form');
    },
  );
});

describe('POST /login', () => {
  it('signs in, sets the session cookie and posts user and tokens to the return origin', async () => {
    const res = await postLogin(t.app);
    expect(res.statusCode).toBe(200);
    const message = scriptValue<Record<string, unknown>>(res.body, 'message');
    expect(message.type).toBe('meridian:auth');
    expect(message.user).toEqual({ id: expect.any(String), name: 'Dana Demo', email: DEMO.email, orgSlug: 'acme', role: 'owner' });
    expect(message.tokens).toEqual({
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refreshToken: expect.stringMatching(/^[\w-]{43}$/),
      expiresAt: expect.any(Number),
    });
    expect(scriptValue(res.body, 'targetOrigin')).toBe(APP_ORIGIN);
    expect(res.body).toContain('window.opener.postMessage(message, targetOrigin);');
    expect(res.body).toContain('window.close();');
    const csp = String(res.headers['content-security-policy']);
    expect(res.body).toContain(`<script nonce="${nonceOf(csp)}">`);

    const cookie = sessionCookie(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 7 * 24 * 3600 });
    expect(cookie.secure).toBeUndefined();
  });

  it('redirects to return_url with 303 when not in a popup', async () => {
    const res = await postLogin(t.app, { popup: '0' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(RETURN_URL);
    expect(sessionCookie(res)).toBeDefined();
  });

  it('marks the cookie Secure when the public URL is https', async () => {
    const secure = await createTestApp({ issuer: 'https://accounts.example.com' });
    try {
      const res = await postLogin(secure.app, { headers: { origin: 'https://accounts.example.com' } });
      expect(sessionCookie(res)?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const wrong = await postLogin(t.app, { password: 'not-the-password' });
    const unknown = await postLogin(t.app, { email: 'nobody@meridian.test', password: 'whatever-it-is' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('Invalid email or password');
      expect(res.body).toContain('<form');
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect(wrong.body).toContain(`value="${DEMO.email}"`);
    expect(unknown.body).toContain('value="nobody@meridian.test"');
  });

  it('accepts the email in any case and escapes what was typed', async () => {
    expect((await postLogin(t.app, { email: ' DEMO@Meridian.test ' })).statusCode).toBe(200);
    const res = await postLogin(t.app, { email: '"><script>alert(1)</script>', password: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses a disallowed return_url even with good credentials', async () => {
    const res = await postLogin(t.app, { returnUrl: 'http://evil.test/' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This application is not allowed to sign in here.');
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('refuses a form posted from another site', async () => {
    const res = await postLogin(t.app, { headers: { origin: 'http://evil.test' } });
    expect(res.statusCode).toBe(403);
    expect(sessionCookie(res)).toBeUndefined();
    const same = await postLogin(t.app, { headers: { origin: 'http://localhost:4100' } });
    expect(same.statusCode).toBe(200);
  });
});
