import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public endpoints', () => {
  it('reports health', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown paths and bad JSON with { error }', async () => {
    const missing = await t.app.inject({ url: '/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not found', code: 'not_found' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Invalid JSON body', code: 'json_invalid' });
  });

  it('sends CORS headers only to allowed origins', async () => {
    const allowed = await t.app.inject({ url: '/healthz', headers: { origin: 'http://localhost:3001' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    const other = await t.app.inject({ url: '/healthz', headers: { origin: 'http://evil.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
