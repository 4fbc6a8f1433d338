import { expect, test } from '@playwright/test';
import { DEMO } from './support/env';
import { signIn } from './support/signIn';

test.describe('the shell', () => {
  test('signs in through the popup, visits every route, survives a reload, signs out', async ({ page }) => {
    const apiCalls: { url: string; auth: string | undefined; service: string | undefined }[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith('http://localhost:4000/')) {
        apiCalls.push({ url: req.url(), auth: req.headers().authorization, service: req.headers()['x-service-id'] });
      }
    });

    await signIn(page);
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Contacts - Meridian');
    await page.screenshot({ path: '.artifacts/screens/contacts-light.png' });

    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Companies' }).click();
    await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Companies - Meridian');
    await nav.getByRole('link', { name: 'Sales Pipeline' }).click();
    await expect(page.getByRole('heading', { name: 'Sales Pipeline', level: 1 })).toBeVisible();
    await page.goto('/import');
    await expect(page.getByRole('heading', { name: 'Import Contacts', level: 1 })).toBeVisible();
    await page.goto('/pipeline/some-pipeline');
    await expect(page.getByRole('heading', { name: 'Sales Pipeline', level: 1 })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/contacts$/);

    // The remotes call the real API with the token the shell's session holds.
    await expect.poll(() => apiCalls.filter((c) => /\/(contacts|companies)\b/.test(c.url)).length).toBeGreaterThan(0);
    for (const call of apiCalls) {
      expect(call.auth).toMatch(/^Bearer ey/);
      expect(call.service).toBe('meridian-web');
    }

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: /Dana Demo/ }).click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { name: 'Contacts', level: 1 }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: /Dana Demo/ }).click();
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByText(DEMO.email).first()).toBeVisible();

    await page.getByRole('button', { name: /Dana Demo/ }).click();
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: /Dana Demo/ }).click();
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('meridian:tokens'))).toBeNull();
    // The server session was revoked too: a reload does not sign us back in silently.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  });

  test('collapses the sidebar and keeps the choice', async ({ page }) => {
    await signIn(page);
    const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
    await expect(sidebar.getByRole('link', { name: 'Companies' })).toContainText('Companies');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-open', 'false');
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-open', 'false');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-open', 'true');
  });

  test('one theme for the shell and every remote, kept across reloads', async ({ page }) => {
    await signIn(page);
    const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
    const lightBg = await sidebar.evaluate((el) => getComputedStyle(el).backgroundColor);
    // The toggle lives in the shell's top bar; the remote re-themes too: one shared theme store.
    const remoteCard = page.locator('[data-remote="contacts"] [role=listitem]').first();
    const lightCard = await remoteCard.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => sidebar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(lightBg);
    await expect.poll(() => remoteCard.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(lightCard);
    await page.screenshot({ path: '.artifacts/screens/contacts-dark.png' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // And the other way: the shell's Settings page switches the theme the remote renders with.
    await page.goto('/settings');
    await page.getByLabel('Theme', { exact: true }).selectOption('light');
    await page.getByRole('link', { name: 'Contacts', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expect.poll(() => remoteCard.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(lightCard);
  });
});
