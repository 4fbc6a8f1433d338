// The sign-in service under attack. Already covered elsewhere: one reuse of a rotated refresh
// token (tokens.test.ts), logout by cookie / by token / from evil.test (logout.test.ts), a few
// refused return_urls and check-auth origins (login.test.ts, check-auth.test.ts), the login
// rate limit (rate-limit.test.ts).
import * as argon2 from '@node-rs/argon2';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { captureLogs, HOSTILE_URLS, ODD_BUT_ALLOWED_URLS, refreshTokenCount } from './attack-helpers';
import {
  APP_ORIGIN,
  checkAuthMessage,
  createTestApp,
  DEMO,
  OTHER_APP_ORIGIN,
  postLogin,
  RETURN_URL,
  scriptValue,
  sessionCookie,
  signIn,
  type TestApp,
} from './helpers';

// The real argon2, watched: proves which comparison the login path uses.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

const ALLOWED = [APP_ORIGIN, OTHER_APP_ORIGIN];
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/refresh', payload: { refreshToken } });
const checkAuth = (origin: string, cookie?: string) =>
  t.app.inject({
    url: `/sso/check-auth?origin=${encodeURIComponent(origin)}`,
    headers: cookie ? { cookie: `meridian_sid=${cookie}` } : {},
  });

describe('refresh-token families', () => {
  it('reusing the first token after three rotations kills the newest one', async () => {
    const { tokens } = await signIn(t.app);
    const chain = [tokens.refreshToken];
    for (let i = 0; i < 3; i += 1) {
      const res = await refresh(chain[chain.length - 1]);
      expect(res.statusCode).toBe(200);
      chain.push(res.json().data.tokens.refreshToken);
    }
    expect((await refresh(chain[0])).statusCode).toBe(401);
    for (const token of chain) expect((await refresh(token)).statusCode).toBe(401);
  });

  it('two refreshes racing with one token: at most one wins, and the family ends', async () => {
    const { tokens } = await signIn(t.app);
    const results = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data.tokens.refreshToken;
    expect((await refresh(winner)).statusCode).toBe(401);
  });
});

describe('POST /logout from look-alike origins', () => {
  it.each(['http://localhost:3000.evil.com', 'https://localhost:3000', 'http://localhost:3002', 'null'])(
    'refuses Origin %p and leaves the session alone',
    async (origin) => {
      const { cookie, tokens } = await signIn(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/logout',
        headers: { origin, cookie: `meridian_sid=${cookie}` },
        payload: { refreshToken: tokens.refreshToken },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Origin not allowed', code: 'origin_not_allowed' });
      expect(sessionCookie(res)).toBeUndefined();
      expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
    },
  );
});

describe('return_url outside the allow-list', () => {
  it.each(HOSTILE_URLS)('%p: no form, no redirect, no cookie, no token', async (url) => {
    const get = await t.app.inject({ url: `/login?popup=1&return_url=${encodeURIComponent(url)}` });
    expect(get.statusCode).toBe(400);
    expect(get.body).not.toContain('<form');
    expect(String(get.headers['content-security-policy'])).toContain("form-action 'self';");

    const before = await refreshTokenCount(t.app);
    for (const popup of ['0', '1'] as const) {
      const res = await postLogin(t.app, { returnUrl: url, popup });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(sessionCookie(res)).toBeUndefined();
      expect(res.body).not.toContain('postMessage');
    }
    expect(await refreshTokenCount(t.app)).toBe(before);
  });

  it.each(ODD_BUT_ALLOWED_URLS)('%p is accepted and lands on its allowed origin only', async (url) => {
    const origin = new URL(url).origin;
    expect(ALLOWED).toContain(origin);
    const redirect = await postLogin(t.app, { returnUrl: url, popup: '0' });
    expect(redirect.statusCode).toBe(303);
    expect(new URL(String(redirect.headers.location)).origin).toBe(origin);
    expect(String(redirect.headers.location)).not.toMatch(/[\s\u2028]/);

    const popup = await postLogin(t.app, { returnUrl: url, popup: '1' });
    expect(popup.statusCode).toBe(200);
    expect(scriptValue(popup.body, 'targetOrigin')).toBe(origin);
    expect(new URL(scriptValue<string>(popup.body, 'returnUrl')).origin).toBe(origin);
  });

  it('a second return_url in the query or the form is refused', async () => {
    const query = `return_url=${encodeURIComponent(RETURN_URL)}&return_url=${encodeURIComponent('http://evil.test/')}`;
    expect((await t.app.inject({ url: `/login?popup=1&${query}` })).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(DEMO.email)}&password=${DEMO.password}&popup=0&${query}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('the popup posts the tokens to the allowed origin only, never to "*"', async () => {
    const res = await postLogin(t.app, { returnUrl: `${OTHER_APP_ORIGIN}/deep/link?x=1` });
    const calls = res.body.match(/postMessage\([^)]*\)/g);
    expect(calls).toEqual(['postMessage(message, targetOrigin)']);
    expect(scriptValue(res.body, 'targetOrigin')).toBe(OTHER_APP_ORIGIN);
    expect(res.body).not.toMatch(/["']\*["']/);
  });
});

describe('check-auth origins outside the allow-list', () => {
  it.each(HOSTILE_URLS)('%p: 400, not frameable, no message, no token minted', async (origin) => {
    const { cookie } = await signIn(t.app);
    const before = await refreshTokenCount(t.app);
    const res = await checkAuth(origin, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<script');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(await refreshTokenCount(t.app)).toBe(before);
  });

  it('a second origin parameter is refused', async () => {
    const { cookie } = await signIn(t.app);
    const res = await t.app.inject({
      url: `/sso/check-auth?origin=${encodeURIComponent(APP_ORIGIN)}&origin=${encodeURIComponent('http://evil.test')}`,
      headers: { cookie: `meridian_sid=${cookie}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<script');
  });

  it.each(ODD_BUT_ALLOWED_URLS)('%p: the session goes to that allowed origin only', async (url) => {
    const { cookie } = await signIn(t.app);
    const res = await checkAuth(url, cookie);
    expect(res.statusCode).toBe(200);
    const [message, target] = checkAuthMessage(res.body);
    expect(message.status).toBe('authenticated');
    expect(target).toBe(new URL(url).origin);
    expect(ALLOWED).toContain(target);
    expect(res.body.match(/postMessage\(/g)).toHaveLength(1);
  });
});

describe('password checks', () => {
  const verify = argon2.verify as jest.MockedFunction<typeof argon2.verify>;

  it('go through argon2 verify (constant-time) for known and unknown emails alike', async () => {
    const stored = (await t.app.db.selectFrom('users').select('password_hash').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).password_hash;
    expect(stored).toMatch(/^\$argon2id\$/);

    verify.mockClear();
    expect((await postLogin(t.app, { password: 'wrong-password' })).statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith(stored, 'wrong-password');

    verify.mockClear();
    expect((await postLogin(t.app, { email: 'nobody@meridian.test', password: 'wrong-password' })).statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0][0]).toMatch(/^\$argon2id\$/);
    expect(verify.mock.calls[0][1]).toBe('wrong-password');
  });

  it('are never made with ==, ===, != or !== anywhere in the service', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (full.endsWith('.ts')) files.push(full);
      }
    };
    walk(path.join(__dirname, '../src'));
    expect(files.length).toBeGreaterThan(10);
    const comparison = /(password\w*|passwordHash|password_hash)\s*[!=]==?|[!=]==?\s*\w*\.?(password\w*|password_hash)\b/i;
    const offending = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => comparison.test(line) && !/typeof\s+\w*password/i.test(line))
        .map((line) => `${path.basename(file)}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });

  it('the database keeps only hashes of passwords, refresh tokens and session ids', async () => {
    const { tokens, cookie } = await signIn(t.app);
    const dump = JSON.stringify(
      await Promise.all(
        ['users', 'sessions', 'refresh_tokens'].map((table) =>
          t.app.db
            .selectFrom(table as 'users')
            .selectAll()
            .execute(),
        ),
      ),
    );
    for (const secret of [DEMO.password, tokens.refreshToken, cookie, tokens.accessToken]) expect(dump).not.toContain(secret);
  });
});

describe('logs', () => {
  it('hold no password, access token, refresh token or session id after a full cycle', async () => {
    await t.close();
    t = await createTestApp({ logger: { level: 'trace' } });
    const lines = captureLogs(t.app);

    const wrong = 'wrong-password-zq';
    await postLogin(t.app, { password: wrong });
    const first = await signIn(t.app);
    const framed = checkAuthMessage((await checkAuth(APP_ORIGIN, first.cookie)).body)[0].tokens as typeof first.tokens;
    const rotated = (await refresh(first.tokens.refreshToken)).json().data.tokens;
    await refresh(first.tokens.refreshToken); // reuse: revokes the family
    await t.app.inject({
      url: '/healthz',
      headers: { authorization: `Bearer ${rotated.accessToken}`, cookie: `meridian_sid=${first.cookie}` },
    });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { origin: APP_ORIGIN, cookie: `meridian_sid=${first.cookie}` },
      payload: { refreshToken: framed.refreshToken },
    });
    expect(logout.statusCode).toBe(200);

    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(text).toContain('"url":"/refresh"');
    expect(text).toContain('"url":"/logout"');
    const secrets = [DEMO.password, wrong, first.cookie];
    for (const tokens of [first.tokens, framed, rotated]) {
      secrets.push(tokens.refreshToken, tokens.accessToken.split('.')[2]);
    }
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('redact secrets even when a body or headers are logged on purpose', async () => {
    await t.close();
    t = await createTestApp({ logger: { level: 'info' } });
    const lines = captureLogs(t.app);
    t.app.log.info({
      req: { headers: { authorization: 'Bearer secret-access-zq', cookie: 'meridian_sid=secret-cookie-zq' } },
      body: { password: 'secret-password-zq' },
      tokens: { accessToken: 'secret-access2-zq', refreshToken: 'secret-refresh-zq' },
      user: { password: 'secret-password2-zq' },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/secret-[a-z0-9]+-zq/);
    expect(lines[0]).toContain('[redacted]');
  });
});
