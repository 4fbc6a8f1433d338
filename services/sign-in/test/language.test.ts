// The sign-in pages in the visitor's language: the app's `lang` (on the popup URL, then posted back
// by the form), else the browser's Accept-Language, else English.
import { LOCALES } from '@meridian/contract';
import { translator } from '../src/i18n';
import { createTestApp, DEMO, postLogin, RETURN_URL, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const loginUrl = (extra = '') => `/login?popup=1&return_url=${encodeURIComponent(RETURN_URL)}${extra}`;

describe('GET /login', () => {
  it('speaks English by default, with its texts exactly as they were', async () => {
    const res = await t.app.inject({ url: loginUrl() });
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<title>Sign in - Meridian Accounts</title>');
    expect(res.body).toContain('<h1>Sign in</h1>');
    expect(res.body).toContain('<p class="lead">to continue to localhost:3000</p>');
    expect(res.body).toContain('<input type="hidden" name="lang" value="en">');
  });

  it('speaks French when the app asks for it with ?lang=fr, whatever the browser says', async () => {
    const res = await t.app.inject({ url: loginUrl('&lang=fr'), headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr"');
    expect(res.body).toContain('<title>Connexion - Meridian Accounts</title>');
    expect(res.body).toContain('<p class="lead">pour continuer vers localhost:3000</p>');
    expect(res.body).toMatch(/<label for="email">E-mail<\/label>/);
    expect(res.body).toMatch(/<label for="password">Mot de passe<\/label>/);
    expect(res.body).toContain('<button type="submit">Se connecter</button>');
    // The form posts the language back, so its answer speaks it too.
    expect(res.body).toContain('<input type="hidden" name="lang" value="fr">');
    expect(res.body).not.toMatch(/>Sign in<|>Password</);
  });

  it("follows the browser's Accept-Language (German) when the app names no language", async () => {
    const res = await t.app.inject({ url: loginUrl(), headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(res.body).toContain('<html lang="de"');
    expect(res.body).toContain('<title>Anmelden - Meridian Accounts</title>');
    expect(res.body).toMatch(/<label for="password">Passwort<\/label>/);
    expect(res.body).toContain('<button type="submit">Anmelden</button>');
  });

  it.each([
    ['an unknown lang, a browser preferring Spanish', '&lang=xx', 'es-MX, en;q=0.5', 'es'],
    ['no lang, languages it does not speak first', '', 'ja, zh-CN;q=0.9, fr-CA;q=0.8', 'fr'],
    ['no lang, no language it speaks', '', 'ja', 'en'],
    ['a hostile lang', `&lang=${encodeURIComponent('"><script>alert(1)</script>')}`, '', 'en'],
  ])('with %s, answers in %s', async (_label, extra, acceptLanguage, locale) => {
    const res = await t.app.inject({ url: loginUrl(extra), headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
    expect(res.body).toContain(`<html lang="${locale}"`);
    expect(res.body).not.toContain('<script>alert');
  });

  it("refuses an app that may not sign in here in the visitor's language", async () => {
    const res = await t.app.inject({ url: `/login?popup=1&return_url=${encodeURIComponent('http://evil.test/')}&lang=de` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Diese Anwendung darf sich hier nicht anmelden.');
  });
});

describe('POST /login', () => {
  it("answers a failed sign-in in the form's language", async () => {
    const french = await postLogin(t.app, { password: 'wrong password', extra: { lang: 'fr' } });
    expect(french.statusCode).toBe(401);
    expect(french.body).toContain('<html lang="fr"');
    expect(french.body).toContain('<p class="error" id="login-error" role="alert">E-mail ou mot de passe incorrect</p>');
    expect(french.body).toContain('<input type="hidden" name="lang" value="fr">');

    const german = await postLogin(t.app, { password: 'wrong password', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(german.body).toContain('E-Mail-Adresse oder Passwort ist falsch');

    const english = await postLogin(t.app, { password: 'wrong password' });
    expect(english.body).toContain('Invalid email or password');
  });

  it('asks for both fields in Spanish, and says "signed in" in German', async () => {
    const missing = await postLogin(t.app, { password: '', extra: { lang: 'es' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Introduce tu correo electrónico y tu contraseña.');
    const signedIn = await postLogin(t.app, { email: DEMO.email, extra: { lang: 'de' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<html lang="de"');
    expect(signedIn.body).toContain('<h1>Sie sind angemeldet</h1>');
    expect(signedIn.body).toContain('<title>Angemeldet - Meridian Accounts</title>');
  });
});

it('says the per-address limit on the form in its language', async () => {
  const ip = '203.0.113.9';
  for (let i = 0; i < 10; i += 1) await postLogin(t.app, { ip, email: `user${i}@meridian.test`, password: 'wrong-password' });
  const limited = await postLogin(t.app, { ip, extra: { lang: 'fr' } });
  expect(limited.statusCode).toBe(429);
  expect(limited.body).toContain('<html lang="fr"');
  expect(limited.body).toContain('Trop de tentatives de connexion. Réessayez dans une minute.');
});

describe('GET /sso/check-auth', () => {
  it("sets the hidden frame's language, and refuses a stranger in it", async () => {
    const ok = await t.app.inject({ url: `/sso/check-auth?origin=${encodeURIComponent('http://localhost:3000')}`, headers: { 'accept-language': 'fr' } });
    expect(ok.body).toContain('<html lang="fr">');
    const refused = await t.app.inject({ url: '/sso/check-auth?origin=http%3A%2F%2Fevil.test&lang=es' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="es">');
    expect(refused.body).toContain('Esta aplicación no tiene permiso para iniciar sesión aquí.');
  });
});

it('says the failed sign-in wait with a plural in every language', () => {
  const texts = LOCALES.map((locale) => translator(locale)('signin.error.tooManyFailures', { seconds: 1 }));
  expect(texts).toEqual([
    'Too many failed sign-ins. Try again in 1 second.',
    'Demasiados inicios de sesión fallidos. Inténtalo de nuevo en 1 segundo.',
    'Trop de connexions échouées. Réessayez dans 1 seconde.',
    'Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in 1 Sekunde erneut.',
  ]);
  expect(translator('de')('signin.error.tooManyFailures', { seconds: 30 })).toBe(
    'Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in 30 Sekunden erneut.',
  );
});
