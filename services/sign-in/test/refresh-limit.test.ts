// POST /refresh was never rate limited: guessed refresh tokens could be sent without end, each a
// database lookup. Failures now count per client address (REFRESH_FAILURES_PER_MINUTE).
import { readConfig } from '../src/config';
import { TOO_MANY_REFRESHES } from '../src/routes/refresh';
import { createTestApp, signIn, type TestApp } from './helpers';

let now = Date.UTC(2026, 0, 1);
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ refreshFailuresPerMinute: 3, clock: () => now });
});
afterEach(() => t.close());

const refresh = (refreshToken: unknown, remoteAddress = '203.0.113.9') =>
  t.app.inject({ method: 'POST', url: '/refresh', payload: { refreshToken }, remoteAddress });

it('answers 429 with Retry-After once an address has failed the bound, before any lookup', async () => {
  const { tokens } = await signIn(t.app);
  for (const guess of ['guess-1', 'guess-2', 42]) expect((await refresh(guess)).statusCode).toBe(401);
  const limited = await refresh('guess-4');
  expect([limited.statusCode, limited.json()]).toEqual([429, { error: TOO_MANY_REFRESHES, code: 'too_many_refreshes' }]);
  expect(Number(limited.headers['retry-after'])).toBe(60);
  // Even a real token waits at that address (so a guess cannot be told from it), not elsewhere.
  expect((await refresh(tokens.refreshToken)).statusCode).toBe(429);
  const elsewhere = await refresh(tokens.refreshToken, '198.51.100.3');
  expect(elsewhere.statusCode).toBe(200);

  // A minute later the address may try again.
  now += 60_000;
  expect((await refresh(elsewhere.json().data.tokens.refreshToken)).statusCode).toBe(200);
});

it('never counts successful refreshes', async () => {
  let { refreshToken } = (await signIn(t.app)).tokens;
  for (let i = 0; i < 6; i += 1) {
    const res = await refresh(refreshToken);
    expect(res.statusCode).toBe(200);
    refreshToken = res.json().data.tokens.refreshToken;
  }
});

it('is read from the environment', () => {
  expect(readConfig({ REFRESH_FAILURES_PER_MINUTE: '500' }).app.refreshFailuresPerMinute).toBe(500);
  expect(() => readConfig({ REFRESH_FAILURES_PER_MINUTE: '-2' })).toThrow('Invalid REFRESH_FAILURES_PER_MINUTE: -2');
});
