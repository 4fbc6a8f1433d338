// Every screen (each route, each tab, the main dialogs, the sign-in gate and popup) at
// phone (390×844, touch) and desktop (1440×900) size in both themes, and tablet (768×1024, touch)
// size in the light one (the layout in between; the themes differ only in colours, checked twice):
// the page never scrolls sideways, no text is squeezed into a sliver, the heading and primary
// action are on screen and not covered, the sidebar overlays the page below 1024 px (closed until
// the top bar's menu button opens it), and axe (WCAG 2 A/AA) finds nothing serious or critical.
// One sign-in per device and theme; the checks are soft, so one run lists every defect.
// Screenshots: e2e/.artifacts/screens/routes/, axe findings: e2e/.artifacts/axe/ (git-ignored).
import { expect, test, type Page } from '@playwright/test';
import {
  expectHeadingsInOrder,
  expectNoCrushedText,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  expectUncovered,
  saveScreen,
  startInTheme,
} from './support/pageChecks';
import { createRouteFixture, routeStops, type RouteStop } from './support/routeStops';
import { signIn } from './support/signIn';

const DEVICES = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
  { name: 'tablet', use: { viewport: { width: 768, height: 1024 }, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
] as const;
const THEMES = ['light', 'dark'] as const;

// The narrow screens' top-bar button that opens the navigation drawer.
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open navigation', exact: true });
const navLink = (page: Page, name: string) => page.getByRole('complementary', { name: 'Main navigation' }).getByRole('link', { name });

/** Whether the sidebar's links can be seen (in the viewport), not just whether they exist. */
async function sidebarShown(page: Page): Promise<boolean> {
  const link = navLink(page, 'Companies');
  if (!(await link.isVisible())) return false;
  const box = await link.boundingBox();
  const width = page.viewportSize()!.width;
  return !!box && box.x + box.width > 0 && box.x < width;
}

async function checkStop(page: Page, stop: Pick<RouteStop, 'name' | 'heading' | 'action' | 'extra'>, label: string): Promise<void> {
  const where = `${label} ${stop.name}`;
  await expectNoHorizontalOverflow(page, where);
  await expectNoCrushedText(page, where);
  await expectHeadingsInOrder(page, where);
  await expectUncovered(stop.heading(page), `${where} heading`);
  await expectUncovered(stop.action(page), `${where} primary action`);
  await stop.extra?.(page, where);
  // The screenshot shows the top of the page (the shell scrolls in <main>, not the window).
  await page.evaluate(() => [window, document.querySelector('main')].forEach((el) => el?.scrollTo(0, 0)));
  await saveScreen(page, `${label}-${stop.name}`);
  await expectNoSeriousAxeViolations(page, where, `${label}-${stop.name}`);
}

/**
 * Narrow screens (below 1024 px, the shell's NARROW_QUERY; closed by default is checked on the first
 * page): opened by the top-bar button, closed by Escape, by a tap beside it and by navigating.
 */
async function checkNarrowSidebar(page: Page, label: string): Promise<void> {
  const menu = menuButton(page);
  if ((await menu.count()) === 0) {
    expect.soft(await menu.count(), `${label}: a top-bar button that opens the navigation`).toBe(1);
    return;
  }
  await expectUncovered(menu, `${label} menu button`);
  await menu.click();
  await expect.soft(navLink(page, 'Companies'), `${label}: the menu button opens the sidebar`).toBeInViewport();
  await saveScreen(page, `${label}-sidebar-open`);
  await expectNoSeriousAxeViolations(page, `${label} sidebar open`, `${label}-sidebar-open`);
  await page.keyboard.press('Escape');
  await expect.poll(() => sidebarShown(page), { message: `${label}: Escape closes the sidebar` }).toBe(false);
  await menu.click();
  await expect(navLink(page, 'Companies')).toBeInViewport();
  const { width, height } = page.viewportSize()!;
  await page.touchscreen.tap(width - 12, height / 2);
  await expect.poll(() => sidebarShown(page), { message: `${label}: a tap beside the sidebar closes it` }).toBe(false);
  await menu.click();
  await navLink(page, 'Companies').click();
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  await expect.poll(() => sidebarShown(page), { message: `${label}: navigating closes the sidebar` }).toBe(false);
}

for (const device of DEVICES) {
  test.describe(`every route on a ${device.name} (${device.use.viewport.width}×${device.use.viewport.height})`, () => {
    test.use({ ...device.use, reducedMotion: 'reduce' });

    for (const theme of device.name === 'tablet' ? THEMES.slice(0, 1) : THEMES) {
      test(`${theme} theme`, async ({ page, request }) => {
        test.setTimeout(120_000);
        const label = `${device.name}-${theme}`;
        await startInTheme(page, theme);

        await page.goto('/');
        const gate = {
          name: 'sign-in',
          heading: (p: Page) => p.getByRole('heading', { name: 'Authentication Required' }),
          action: (p: Page) => p.getByRole('button', { name: 'Sign in with Meridian Accounts' }),
        };
        await expect(gate.heading(page)).toBeVisible();
        await checkStop(page, gate, label);

        await signIn(page, undefined, {
          onPopup: async (popup) => {
            await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();
            const form = {
              name: 'sign-in-popup',
              heading: (p: Page) => p.getByRole('heading').first(),
              action: (p: Page) => p.getByRole('button', { name: 'Sign in' }),
            };
            await checkStop(popup, form, label);
          },
        });
        await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const fixture = await createRouteFixture(page, request);

        for (const stop of routeStops(fixture)) {
          await test.step(stop.name, async () => {
            await stop.open(page);
            await checkStop(page, stop, label);
            await stop.close?.(page);
            if (stop.name !== 'contacts') return;
            const open = device.name === 'desktop';
            expect.soft(await sidebarShown(page), `${label}: sidebar ${open ? 'open' : 'closed'} by default`).toBe(open);
          });
        }
        if (device.name !== 'desktop') await test.step('sidebar drawer', () => checkNarrowSidebar(page, label));
      });
    }
  });
}
