import { createTestApp, type TestApp } from './helpers/app';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('reports not ready, as 503 { error }, when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.db.close();
    const res = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'Database unavailable', code: 'database_unavailable' });
    expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await broken.close();
  });
});
