import { DEFAULT_CORS_ORIGINS, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      signInUrl: 'http://localhost:4100',
      signInIssuer: 'http://localhost:4100',
      jwksUrl: 'http://localhost:4100/.well-known/jwks.json',
      serviceId: 'meridian-web',
      corsOrigins: DEFAULT_CORS_ORIGINS,
      rateLimitMax: 1000,
      authFailuresPerMinute: 300,
      maxUploadBytes: 25 * 1024 * 1024,
      bodyIdleTimeoutMs: 30_000,
      logLevel: 'info',
      trustProxy: false,
      importConcurrency: 2,
      importLeaseMs: 30_000,
    });
    expect(DEFAULT_CORS_ORIGINS).toContain('http://127.0.0.1:3000');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '4555',
      SIGN_IN_URL: 'https://login.example.com/',
      SIGN_IN_ISSUER: 'https://issuer.example.com',
      SERVICE_ID: 'web2',
      CORS_ORIGINS: 'https://app.example.com/, https://admin.example.com',
      DATABASE_URL: 'postgres://u:p@db/x',
      RATE_LIMIT_MAX: '50',
      AUTH_FAILURES_PER_MINUTE: '20000',
      MAX_UPLOAD_BYTES: '1000',
      BODY_IDLE_TIMEOUT_MS: '1000',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 4555,
      jwksUrl: 'https://login.example.com/.well-known/jwks.json',
      signInIssuer: 'https://issuer.example.com',
      serviceId: 'web2',
      corsOrigins: ['https://app.example.com', 'https://admin.example.com'],
      databaseUrl: 'postgres://u:p@db/x',
      rateLimitMax: 50,
      authFailuresPerMinute: 20000,
      maxUploadBytes: 1000,
      bodyIdleTimeoutMs: 1000,
      trustProxy: true,
    });
  });

  it('refuses nonsense numbers', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ RATE_LIMIT_MAX: '-1' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ AUTH_FAILURES_PER_MINUTE: 'lots' })).toThrow(/AUTH_FAILURES_PER_MINUTE/);
  });
});
