import { expect, test } from '@playwright/test';
import { serveRemote, stopStartedProcess, waitForUrl } from './support/remoteServer';
import { signIn } from './support/signIn';

// Each remote in turn: [process name, package, port, sidebar link or route, its page heading].
const REMOTES = [
  ['contacts', 'remote-contacts', 3001, '/contacts', 'Contacts'],
  ['companies', 'remote-companies', 3002, '/companies', 'Companies'],
  ['pipeline', 'remote-pipeline', 3003, '/pipeline', 'Sales Pipeline'],
  ['importer', 'remote-import', 3004, '/import', 'Import Contacts'],
  ['activities', 'remote-activities', 3005, '/my-work', 'My Work'],
] as const;

for (const [name, dir, port, route, heading] of REMOTES) {
  test(`${name} down: its section is unavailable, the others work, Retry loads it once it is back`, async ({ page }) => {
    await stopStartedProcess(name);
    await waitForUrl(`http://localhost:${port}/mf-manifest.json`, false);
    try {
      await signIn(page);
      await page.goto(route);
      await expect(page.getByText('This section is unavailable')).toBeVisible();
      await expect(page.getByText(/could not be loaded right now/)).toBeVisible();
      await page.screenshot({ path: `.artifacts/screens/${name}-unavailable.png` });

      // The rest of the app keeps working.
      for (const [other, , , otherRoute, otherHeading] of REMOTES) {
        if (other === name) continue;
        await page.goto(otherRoute);
        await expect(page.getByRole('heading', { name: otherHeading, level: 1 })).toBeVisible();
      }

      await page.goto(route);
      await expect(page.getByText('This section is unavailable')).toBeVisible();
    } finally {
      await serveRemote(name, dir, port);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  });
}
