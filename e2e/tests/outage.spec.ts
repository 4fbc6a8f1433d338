import { expect, test } from '@playwright/test';
import { serveRemote, stopStartedProcess, waitForUrl } from './support/remoteServer';
import { signIn } from './support/signIn';

test('a remote that is down shows its section as unavailable; Retry loads it once it is back', async ({ page }) => {
  stopStartedProcess('companies');
  await waitForUrl('http://localhost:3002/mf-manifest.json', false);

  await signIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByText('This section is unavailable')).toBeVisible();
  await page.screenshot({ path: '.artifacts/screens/companies-unavailable.png' });

  // The rest of the app keeps working.
  await page.getByRole('navigation').getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByText('This section is unavailable')).toBeVisible();
  await serveRemote('companies', 'remote-companies', 3002);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
});
