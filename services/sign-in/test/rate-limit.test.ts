import { createTestApp, DEMO, postLogin, type TestApp } from './helpers';
import { readConfig } from '../src/config';

const MESSAGE = 'Too many sign-in attempts. Try again in a minute.';
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('login rate limit', () => {
  it('allows 10 attempts per minute from one address, then answers 429', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i += 1) {
      const res = await postLogin(t.app, { ip, email: `user${i}@meridian.test`, password: 'wrong-password' });
      expect(res.statusCode).toBe(401);
    }
    const html = await postLogin(t.app, { ip, email: 'someone@meridian.test' });
    expect(html.statusCode).toBe(429);
    expect(html.body).toContain(MESSAGE);
    expect(Number(html.headers['retry-after'])).toBeGreaterThan(0);

    // Even the right password is refused now, and JSON clients get the JSON error.
    const json = await postLogin(t.app, { ip, headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(429);
    expect(json.json()).toEqual({ error: MESSAGE });

    // Another address is not affected.
    expect((await postLogin(t.app, { ip: '203.0.113.8' })).statusCode).toBe(200);
  });

  it('limits attempts on one email from many addresses', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await postLogin(t.app, { ip: `198.51.100.${i + 1}`, password: 'wrong-password' });
      expect(res.statusCode).toBe(401);
    }
    const res = await postLogin(t.app, { ip: '198.51.100.99', email: DEMO.email.toUpperCase() });
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain(MESSAGE);
  });
});

describe('a configured limit (LOGIN_ATTEMPTS_PER_MINUTE)', () => {
  it('counts up to the configured number, then answers 429', async () => {
    const limited = await createTestApp({ loginAttemptsPerMinute: 3 });
    try {
      const ip = '203.0.113.20';
      for (let i = 0; i < 3; i += 1) expect((await postLogin(limited.app, { ip, email: `u${i}@meridian.test` })).statusCode).toBe(401);
      expect((await postLogin(limited.app, { ip })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('is read from the environment, and a bad value is refused', () => {
    expect(readConfig({ LOGIN_ATTEMPTS_PER_MINUTE: '500' }).app.loginAttemptsPerMinute).toBe(500);
    expect(readConfig({}).app.loginAttemptsPerMinute).toBeUndefined();
    expect(() => readConfig({ LOGIN_ATTEMPTS_PER_MINUTE: 'lots' })).toThrow('Invalid LOGIN_ATTEMPTS_PER_MINUTE: lots');
  });
});
