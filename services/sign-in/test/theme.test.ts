// The sign-in page was always light and blue while the app is indigo and follows the user's
// theme: it now uses the app's colours, follows the visitor's light/dark preference, and the
// theme chosen in the app when the shell passes it (`?theme=dark|light` on the popup URL).
import { createTestApp, postLogin, RETURN_URL, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const loginUrl = (extra = '') => `/login?popup=1&return_url=${encodeURIComponent(RETURN_URL)}${extra}`;

describe('the sign-in page theme', () => {
  it("uses the app's indigo accent, not the old blue, and follows the visitor's preference by default", async () => {
    const res = await t.app.inject({ url: loginUrl() });
    expect(res.body).toContain('--accent: #4f46e5;');
    expect(res.body).toContain('--accent: #5b5bd6;');
    expect(res.body).not.toContain('#2563eb');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<meta name="color-scheme" content="light dark">');
    expect(res.body).toContain('@media (prefers-color-scheme: dark) { :root:not([data-theme="light"])');
  });

  it.each(['dark', 'light'] as const)('takes the theme the app chose (%s) and keeps it through a failed attempt and the signed-in page', async (theme) => {
    const page = await t.app.inject({ url: loginUrl(`&theme=${theme}`) });
    expect(page.body).toContain(`<html lang="en" data-theme="${theme}">`);
    expect(page.body).toContain(`<meta name="color-scheme" content="${theme}">`);
    expect(page.body).toContain(`<input type="hidden" name="theme" value="${theme}">`);

    const failed = await postLogin(t.app, { password: 'wrong-password', extra: { theme } });
    expect(failed.statusCode).toBe(401);
    expect(failed.body).toContain(`<html lang="en" data-theme="${theme}">`);
    const signedIn = await postLogin(t.app, { extra: { theme } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain(`<html lang="en" data-theme="${theme}">`);
  });

  it.each(['blue', '"><script>alert(1)</script>', 'DARK', ''])('ignores any other theme value (%j)', async (theme) => {
    const res = await t.app.inject({ url: loginUrl(`&theme=${encodeURIComponent(theme)}`) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).not.toContain('name="theme"');
    expect(res.body).not.toContain('<script>alert(1)');
  });
});
