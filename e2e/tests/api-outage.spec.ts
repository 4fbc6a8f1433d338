import { expect, test, type Page } from '@playwright/test';
import { stopForRestart } from './support/remoteServer';
import { signIn } from './support/signIn';

const API_HEALTH = 'http://localhost:4000/healthz';

// Each screen with the API down: [route, what it shows instead of its data].
const SCREENS: [string, (page: Page) => ReturnType<Page['getByText']>][] = [
  ['/contacts', (page) => page.getByText('Error loading contacts')],
  ['/companies', (page) => page.getByText('Failed to load companies')],
  ['/pipeline', (page) => page.getByText('Error Loading Pipelines')],
];

test('API down: every screen shows its error state (never a blank page) and recovers once it is back', async ({ page }) => {
  await signIn(page);
  const restart = await stopForRestart('api', API_HEALTH);
  try {
    for (const [route, errorState] of SCREENS) {
      await page.goto(route);
      await expect(errorState(page)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Contacts', exact: true })).toBeVisible(); // the shell is still there
      await page.screenshot({ path: `.artifacts/screens/api-down${route.replace('/', '-')}.png` });
    }
    // The import wizard needs the API only once a file is chosen: its first step is there.
    await page.goto('/import');
    await expect(page.getByRole('heading', { name: 'Import Contacts', level: 1 })).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();

    // Back on the board, past its automatic retries (1 s, 2 s, 4 s): only Retry brings it back.
    await page.goto('/pipeline');
    await expect(page.getByText('Error Loading Pipelines')).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(8_000);
    await expect(page.getByText('Error Loading Pipelines')).toBeVisible();
  } finally {
    await restart();
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Default Sales Pipeline' })).toBeVisible();

  await page.goto('/contacts');
  await expect(page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').first()).toBeVisible();
  await page.goto('/companies');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('sign-in service down: a signed-in user keeps working; signing in again says the service could not be reached', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').first()).toBeVisible(); // the API has the service's keys
  const restart = await stopForRestart('sign-in', 'http://localhost:4100/healthz');
  try {
    // The API verifies tokens with the keys it already fetched: the session goes on.
    for (const route of ['/contacts', '/companies', '/pipeline']) {
      await page.goto(route);
      // Company cards are articles, contact cards items of the 'Contacts' list, board cards carry their id.
      const cards = page
        .getByRole('article')
        .or(page.getByRole('list', { name: 'Contacts' }).getByRole('listitem'))
        .or(page.locator('[data-contact-id]'));
      await expect(cards.first()).toBeVisible();
    }

    await page.getByRole('button', { name: /Dana Demo/ }).click();
    await page.getByRole('menu', { name: 'User menu' }).getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Meridian Accounts' }).click();
    await expect(page.getByText('Authentication failed: Meridian Accounts could not be reached. Please try again in a moment.')).toBeVisible();
    const opened = await popup;
    await expect.poll(() => opened.isClosed()).toBe(true); // no browser error page left open
    await expect(page.getByRole('button', { name: 'Sign in with Meridian Accounts' })).toBeEnabled();
    await page.screenshot({ path: '.artifacts/screens/sign-in-unreachable.png' });
  } finally {
    await restart();
  }
  // The sign-out could not reach the service, so the browser's session there is still valid: once
  // the service is back, the silent check on the next visit signs the user in again.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
});

test('a 5xx on the contacts list shows the error state after the first failure; the list returns when a retry succeeds', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').first()).toBeVisible();
  // The first request fails; later ones (SWR's retries) wait until the test lets them through, so
  // the error state must come from the first failure, not after the retries (it took ~7 s).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route(/:4000\/contacts\?/, async (route) => {
    calls += 1;
    if (calls === 1) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' });
    await released;
    return route.continue();
  });
  await page.getByPlaceholder('Search contacts by name, email, or company...').fill('a');
  await expect(page.getByText('Error loading contacts')).toBeVisible();
  release();
  await expect(page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Error loading contacts')).toBeHidden();
});
