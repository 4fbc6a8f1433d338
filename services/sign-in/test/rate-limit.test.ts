import { createTestApp, DEMO, postLogin, type TestApp } from './helpers';
import { tooManyFailures } from '../src/routes/login-limit';
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
    expect(json.json()).toEqual({ error: MESSAGE, code: 'too_many_sign_in_attempts' });

    // Another address is not affected.
    expect((await postLogin(t.app, { ip: '203.0.113.8' })).statusCode).toBe(200);
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
    expect(readConfig({ LOGIN_FAILURES_BEFORE_DELAY: '3', LOGIN_MAX_DELAY_SECONDS: '30' }).app).toMatchObject({
      loginFailuresBeforeDelay: 3,
      loginMaxDelaySeconds: 30,
    });
    expect(() => readConfig({ LOGIN_MAX_DELAY_SECONDS: '0' })).toThrow('Invalid LOGIN_MAX_DELAY_SECONDS: 0');
    expect(() => readConfig({ LOGIN_ATTEMPTS_PER_MINUTE: 'lots' })).toThrow('Invalid LOGIN_ATTEMPTS_PER_MINUTE: lots');
  });
});

// F3: ten wrong passwords for an email from any address locked that user out for a minute, even
// with the right password from elsewhere, and could be repeated forever. Failures now slow down
// only the (email, address) pair that made them.
describe('failed sign-ins of one email', () => {
  let now = Date.UTC(2026, 0, 1);
  let slow: TestApp;
  const attacker = '203.0.113.50';
  const owner = '198.51.100.20';
  beforeEach(async () => {
    // A high per-address limit, so only the per-pair slowdown is at work here.
    slow = await createTestApp({ clock: () => now, loginAttemptsPerMinute: 1000 });
  });
  afterEach(() => slow.close());

  it('never stop the right password from another address, however many', async () => {
    for (let i = 0; i < 30; i += 1) {
      const res = await postLogin(slow.app, { ip: attacker, password: 'wrong-password' });
      expect([401, 429]).toContain(res.statusCode);
    }
    for (let i = 0; i < 30; i += 1) {
      expect((await postLogin(slow.app, { ip: `192.0.2.${i + 1}`, password: 'wrong-password' })).statusCode).toBe(401);
    }
    expect((await postLogin(slow.app, { ip: owner })).statusCode).toBe(200);
  });

  it('slow the pair down with a growing delay (429 with Retry-After), and let the right password in after it', async () => {
    for (let i = 0; i < 5; i += 1) expect((await postLogin(slow.app, { ip: attacker, password: 'wrong-password' })).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const refused = await postLogin(slow.app, { ip: attacker, password: 'wrong-password', headers: { accept: 'application/json' } });
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(refused.json()).toEqual({ error: tooManyFailures(seconds), code: 'too_many_failed_sign_ins', params: { seconds } });
      waits.push(seconds);
      now += seconds * 1000;
      expect((await postLogin(slow.app, { ip: attacker, password: 'wrong-password' })).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);

    // Even the right password waits, from this address only; the HTML form says why.
    const page = await postLogin(slow.app, { ip: attacker });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain(tooManyFailures(60));
    expect((await postLogin(slow.app, { ip: owner })).statusCode).toBe(200);

    // After the wait the right password gets through, and the pair starts again from zero.
    now += 60_000;
    expect((await postLogin(slow.app, { ip: attacker })).statusCode).toBe(200);
    expect((await postLogin(slow.app, { ip: attacker, password: 'wrong-password' })).statusCode).toBe(401);
    expect((await postLogin(slow.app, { ip: attacker, password: 'wrong-password' })).statusCode).toBe(401);
  });

  it('count the email however it is typed', async () => {
    for (let i = 0; i < 5; i += 1) {
      const email = i % 2 ? DEMO.email.toUpperCase() : ` ${DEMO.email} `;
      expect((await postLogin(slow.app, { ip: attacker, email, password: 'wrong-password' })).statusCode).toBe(401);
    }
    expect((await postLogin(slow.app, { ip: attacker })).statusCode).toBe(429);
  });
});
