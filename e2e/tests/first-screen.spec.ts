// A cold load without a waterfall. The page carries the runtime configuration and
// preloads the section's remote (used, not fetched again); the section's first data is asked for
// once, by the shell, while the remote loads.
import { expect, test, type Request } from '@playwright/test';
import { signIn } from './support/signIn';

test('a cold load of each section: config in the page, its remote preloaded and used, its first data fetched once', async ({ page, browser }) => {
  await signIn(page);
  const state = await page.context().storageState();
  for (const [path, remotePort, firstData, ready] of [
    ['/contacts', 3001, /\/contacts\?.*page=1/, '[role=listitem][aria-posinset]'],
    ['/companies', 3002, /\/companies\?.*page=1/, '[role=article]'],
    ['/pipeline', 3003, /\/pipeline\/[^/]+\/board\?limit=50$/, '[data-contact-id]'],
    ['/my-work', 3005, /\/activities\?.*section=overdue/, '[data-section=overdue][data-loaded]'],
  ] as const) {
    const context = await browser.newContext({ storageState: state });
    const cold = await context.newPage();
    const requests: Request[] = [];
    const warnings: string[] = [];
    cold.on('request', (r) => requests.push(r));
    cold.on('console', (m) => warnings.push(m.text()));
    const response = await cold.goto(path);
    const html = await response!.text();
    expect(html).toContain('<script type="application/json" id="meridian-runtime-config">');
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="http://localhost:${remotePort}/mf-manifest.json">`);
    expect(html).not.toContain('remoteEntry.js'); // see host/first-screen.cjs: a failed script preload outlives the outage

    await expect(cold.locator(ready).first()).toBeVisible();
    await cold.waitForLoadState('networkidle');
    const urls = requests.map((r) => r.url());
    expect(urls.filter((u) => u.endsWith('/runtime-config.json'))).toEqual([]);
    // A preload the page did not use would be fetched a second time (and warned about).
    expect(urls.filter((u) => u === `http://localhost:${remotePort}/mf-manifest.json`)).toHaveLength(1);
    expect(urls.filter((u) => u === `http://localhost:${remotePort}/remoteEntry.js`)).toHaveLength(1);
    expect(requests.filter((r) => r.method() === 'GET' && firstData.test(r.url())).map((r) => r.url())).toHaveLength(1);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
    await context.close();
  }
  // Standalone remotes and health checks still read it.
  expect((await page.request.get('/runtime-config.json')).ok()).toBe(true);
});
