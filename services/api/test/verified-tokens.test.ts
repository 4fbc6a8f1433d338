// The memory of verified access tokens (auth/verified-tokens.ts) and how the auth plugin uses
// it: a remembered token still expires on time, and nothing but an exact, verified token hits.
import { verifiedTokens } from '../src/auth/verified-tokens';
import { createTestApp, type TestApp } from './helpers/app';
import { alice, authHeaders, bob } from './helpers/tokens';

const user = { id: 'u1', name: 'U', email: 'u@x.test', orgSlug: 'org-a', role: 'member' as const };

afterEach(() => jest.restoreAllMocks());

function clockAt(ms: number) {
  jest.spyOn(Date, 'now').mockReturnValue(ms);
}

describe('verifiedTokens', () => {
  it('answers a remembered token until it expires, then says it expired and forgets it', () => {
    const cache = verifiedTokens(10, 60_000);
    clockAt(1_000);
    cache.set('t', user, 31_000);
    expect(cache.get('t')).toEqual({ user });
    clockAt(30_999);
    expect(cache.get('t')).toEqual({ user });
    clockAt(31_000);
    expect(cache.get('t')).toEqual({ expired: true });
    expect(cache.get('t')).toBeUndefined();
  });

  it("keeps the token's iat with it, for the revocation check every request makes", () => {
    const cache = verifiedTokens(10, 60_000);
    clockAt(1_000);
    cache.set('t', user, 31_000, 1_700_000_000);
    expect(cache.get('t')).toStrictEqual({ user, issuedAt: 1_700_000_000 });
  });

  it('forgets a token after the maximum age even when it has not expired (it is verified again)', () => {
    const cache = verifiedTokens(10, 60_000);
    clockAt(0);
    cache.set('t', user, 900_000);
    clockAt(60_000);
    expect(cache.get('t')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full', () => {
    const cache = verifiedTokens(2, 60_000);
    clockAt(0);
    cache.set('a', user, 10_000);
    cache.set('b', user, 10_000);
    cache.set('c', user, 10_000);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual({ user });
    expect(cache.get('c')).toEqual({ user });
  });
});

describe('the auth plugin with remembered tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/me', headers });

  it('refuses a token that verified earlier once its expiry (plus 5 s tolerance) has passed', async () => {
    const token = await t.tokens.sign(alice, { expiresIn: 60 });
    expect((await me(authHeaders(token))).statusCode).toBe(200);
    expect((await me(authHeaders(token))).json().user.orgSlug).toBe(alice.org);

    const realNow = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(realNow + 66_000);
    const res = await me(authHeaders(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Token expired', code: 'token_expired' });
  });

  it('keeps each remembered token to its own user', async () => {
    const aliceToken = await t.tokens.sign(alice);
    const bobToken = await t.tokens.sign(bob);
    for (let i = 0; i < 2; i++) {
      expect((await me(authHeaders(aliceToken))).json().user.orgSlug).toBe(alice.org);
      expect((await me(authHeaders(bobToken))).json().user.orgSlug).toBe(bob.org);
    }
  });

  it('does not let an edited copy of a remembered token through', async () => {
    const token = await t.tokens.sign(alice);
    expect((await me(authHeaders(token))).statusCode).toBe(200);
    const [header, , signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const edited = `${header}.${Buffer.from(JSON.stringify({ ...claims, org: bob.org })).toString('base64url')}.${signature}`;
    const res = await me(authHeaders(edited));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid token', code: 'token_invalid' });
  });
});
