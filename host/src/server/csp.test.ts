// The shell server's policy and runtime config (host/csp.cjs, scripts/runtime-config.cjs).
const { contentSecurityPolicy } = require('../../csp.cjs') as { contentSecurityPolicy: (c: unknown) => string };
const { runtimeConfigFromEnv } = require('../../../scripts/runtime-config.cjs') as {
  runtimeConfigFromEnv: (env: Record<string, string>) => { remotes: Record<string, string>; apiUrl: string };
};

it('builds the runtime config from the environment, with localhost defaults', () => {
  const config = runtimeConfigFromEnv({ REMOTE_PIPELINE_URL: 'https://cdn.example/pipeline/v42/mf-manifest.json' });
  expect(config.apiUrl).toBe('http://localhost:4000');
  expect(config.remotes).toEqual({
    contacts: 'http://localhost:3001/mf-manifest.json',
    companies: 'http://localhost:3002/mf-manifest.json',
    pipeline: 'https://cdn.example/pipeline/v42/mf-manifest.json',
    importer: 'http://localhost:3004/mf-manifest.json',
    activities: 'http://localhost:3005/mf-manifest.json',
  });
});

it('allows scripts only from the shell, the configured remotes and localhost', () => {
  const csp = contentSecurityPolicy(runtimeConfigFromEnv({ REMOTE_PIPELINE_URL: 'https://cdn.example/p/mf-manifest.json' }));
  const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).toContain('https://cdn.example');
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain('frame-src http://localhost:4100');
  expect(csp).toContain("frame-ancestors 'none'");
});
