import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('serves a document listing every API route, without the docs routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/me', '/organisation/summary']));
    expect(paths.filter((p) => p.startsWith('/docs'))).toEqual([]);
    // Every authenticated route the app registered is documented.
    for (const route of t.app.routeCatalog.filter((r) => !r.public)) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()]).toBeDefined();
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/healthz'].get.security).toEqual([]);
    expect(doc.paths['/me'].get.responses['401']).toBeDefined();
  });

  it('serves the browsable UI at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});
