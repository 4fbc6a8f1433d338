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
      demoOrg: undefined,
      reminderEveryMs: 10_000,
      smtpUrl: undefined,
      trashDays: 30,
      trashPurgeEveryMs: 3_600_000,
      mailFrom: 'Meridian <no-reply@localhost>',
      appUrl: 'http://localhost:3000',
      apiPublicUrl: 'http://localhost:4000',
      backupDir: undefined,
      backupEveryMs: undefined,
      backupKeep: 7,
      signInDatabase: { url: undefined, schema: undefined },
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
      REMINDER_EVERY_MS: '2500',
      SMTP_URL: 'smtp://mailer:pw@mail.example.com:587',
      MAIL_FROM: 'Acme CRM <crm@acme.example>',
      APP_URL: 'https://crm.example.com/',
      API_PUBLIC_URL: 'https://api.example.com/',
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
      reminderEveryMs: 2500,
      smtpUrl: 'smtp://mailer:pw@mail.example.com:587',
      mailFrom: 'Acme CRM <crm@acme.example>',
      appUrl: 'https://crm.example.com',
      apiPublicUrl: 'https://api.example.com',
    });
    expect(loadConfig({ PORT: '4555' }).apiPublicUrl).toBe('http://localhost:4555');
  });

  it('refuses nonsense numbers', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ RATE_LIMIT_MAX: '-1' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ AUTH_FAILURES_PER_MINUTE: 'lots' })).toThrow(/AUTH_FAILURES_PER_MINUTE/);
    expect(() => loadConfig({ REMINDER_EVERY_MS: '0' })).toThrow(/REMINDER_EVERY_MS/);
  });

  it('reads the backup schedule', () => {
    const config = loadConfig({ BACKUP_DIR: '/var/backups/meridian', BACKUP_EVERY: '6h', BACKUP_KEEP: '3' });
    expect(config).toMatchObject({ backupDir: '/var/backups/meridian', backupEveryMs: 6 * 3_600_000, backupKeep: 3 });
    expect(loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY: '30m' }).backupEveryMs).toBe(1_800_000);
    expect(() => loadConfig({ BACKUP_EVERY: '6h' })).toThrow(/BACKUP_DIR/);
    expect(() => loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY: 'often' })).toThrow(/BACKUP_EVERY/);
  });
});
