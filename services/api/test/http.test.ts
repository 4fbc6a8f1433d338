import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/app';
import { alice, bob } from './helpers/tokens';

describe('security headers and CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers a preflight from a configured origin without a token', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/organisation/summary',
      headers: { origin: TEST_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-service-id' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(TEST_ORIGIN);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toBe('authorization, content-type, x-service-id');
  });

  it('gives no CORS grant to other origins', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/organisation/summary',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({ method: 'GET', url: '/me', headers: { origin: 'http://evil.test', ...(await t.headers()) } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the browser read answers, including 401s, and Content-Disposition', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/me', headers: { origin: TEST_ORIGIN, ...(await t.headers()) } });
    expect(ok.headers['access-control-allow-origin']).toBe(TEST_ORIGIN);
    expect(String(ok.headers['access-control-expose-headers'])).toContain('Content-Disposition');
    const denied = await t.app.inject({ method: 'GET', url: '/me', headers: { origin: TEST_ORIGIN } });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['access-control-allow-origin']).toBe(TEST_ORIGIN);
  });
});

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitMax: 3 });
  });
  afterAll(() => t.close());

  it('limits each user separately and answers 429 { error }', async () => {
    const aliceHeaders = await t.headers(alice);
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/me', headers: aliceHeaders })).statusCode).toBe(200);
    const limited = await t.app.inject({ method: 'GET', url: '/me', headers: aliceHeaders });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many requests, retry in 60 seconds', code: 'too_many_requests', params: { seconds: 60 } });
    expect(limited.headers['retry-after']).toBeDefined();
    // Same IP, different user: not affected.
    expect((await t.app.inject({ method: 'GET', url: '/me', headers: await t.headers(bob) })).statusCode).toBe(200);
  });

  it('never limits health checks', async () => {
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
