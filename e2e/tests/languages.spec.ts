// Every route in every language: Spanish at desktop size, French at phone size, German (the
// longest words) at both, each language and size in one theme (the responsive sweep covers both
// themes in English: a theme changes colours, never the length of a text);
// the page never scrolls sideways, no text is squeezed, axe finds nothing serious, and a
// screenshot is kept (e2e/.artifacts/screens/routes/<language>-…). In the pseudo-locale every
// text on screen must have come from a catalogue: a text written in code shows unmarked. Runs as
// the other organisation's member, so its records never crowd the demo organisation's lists.
import { expect, test, type Page } from '@playwright/test';
import { expectNoCrushedText, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, saveScreen, startInTheme } from './support/pageChecks';
import { createRouteFixture, type RouteFixture } from './support/routeStops';
import { apiAs } from './support/api';
import { OTHER } from './support/env';
import { collectData, untranslatedTexts } from './support/untranslated';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1440, height: 900 } };
const RUNS = [
  { locale: 'es', device: 'desktop', theme: 'light' },
  { locale: 'fr', device: 'phone', theme: 'dark' },
  { locale: 'de', device: 'desktop', theme: 'dark' },
  { locale: 'de', device: 'phone', theme: 'light' },
  { locale: 'pseudo', device: 'desktop', theme: 'light' },
  { locale: 'pseudo', device: 'phone', theme: 'dark' },
] as const;

const routes = (f: RouteFixture) => [
  { name: 'contacts', path: '/contacts' },
  { name: 'contact-detail', path: `/contacts/${f.contactId}` },
  { name: 'companies', path: '/companies' },
  { name: 'company-detail', path: `/companies/${f.companyId}` },
  { name: 'pipeline', path: `/pipeline/${f.pipelineId}` },
  { name: 'my-work', path: '/my-work' },
  { name: 'import', path: '/import' },
  { name: 'profile', path: '/profile' },
  { name: 'settings', path: '/settings' },
  { name: 'trash', path: '/trash' },
];

/** Signs in through the popup without reading any text: the page may be in any language. */
async function signInAnyLanguage(page: Page): Promise<void> {
  await page.goto('/');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('main').getByRole('button').first().click();
  const popup = await popupPromise;
  await popup.locator('input[type=email]').fill(OTHER.email);
  await popup.locator('input[type=password]').fill(OTHER.password);
  await Promise.all([popup.waitForEvent('close'), popup.locator('button[type=submit]').click()]);
  await expect(page.locator('main h1').first()).toBeVisible();
}

/** The route has drawn its content: a heading, and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

for (const run of RUNS) {
  test.describe(`${run.locale} on a ${run.device} in the ${run.theme} theme`, () => {
    test.use({ ...(run.device === 'phone' ? PHONE : DESKTOP), reducedMotion: 'reduce' });

    test('every route', async ({ page, request }) => {
      test.setTimeout(150_000);
      const label = `${run.locale}-${run.device}-${run.theme}`;
      await startInTheme(page, run.theme);
      await page.addInitScript((locale) => {
        if (location.port === '3000' && !sessionStorage.getItem('e2e-locale-set')) {
          localStorage.setItem('meridian:locale', locale);
          sessionStorage.setItem('e2e-locale-set', '1');
        }
      }, run.locale);
      // The member's name, address and organisation come in the token, not in a JSON answer.
      const data = collectData(page, [OTHER.name, OTHER.email, OTHER.org, 'Meridian']);
      const pseudo = run.locale === 'pseudo';

      await page.goto('/');
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', pseudo ? 'en' : run.locale);
      if (pseudo) expect.soft(await untranslatedTexts(page, data), `${label} sign-in: texts written in code`).toEqual([]);
      await saveScreen(page, `${label}-sign-in`);
      await signInAnyLanguage(page);
      // The member's language on the server agrees with this browser's (the server's would win).
      await (await apiAs(page, request)).put('/me/preferences', { language: pseudo ? null : run.locale });
      const fixture = await createRouteFixture(page, request);

      for (const route of routes(fixture)) {
        await test.step(route.name, async () => {
          await page.goto(route.path);
          await settled(page);
          const where = `${label} ${route.name}`;
          await expectNoHorizontalOverflow(page, where);
          await expectNoCrushedText(page, where);
          if (pseudo) expect.soft(await untranslatedTexts(page, data), `${where}: texts written in code`).toEqual([]);
          await page.evaluate(() => [window, document.querySelector('main')].forEach((el) => el?.scrollTo(0, 0)));
          await saveScreen(page, `${label}-${route.name}`);
          if (!pseudo) await expectNoSeriousAxeViolations(page, where, `${label}-${route.name}`);
        });
      }
    });
  });
}
