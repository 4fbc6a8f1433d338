// Independent deployment: a redeployed remote replaces the served one without touching
// the shell; one remote from another port through the localhost override; version skew of
// @meridian/shared. Each case builds a remote of its own (tools/webpack-config env knobs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DATA_DIR, ROOT } from './support/env';
import { buildRemote, serveBuild, serveRemote, stopStartedProcess, waitForUrl } from './support/remoteServer';
import { signIn } from './support/signIn';

const BUILDS = path.join(ROOT, 'e2e/.artifacts/builds');
const build = (name: string) => path.join(BUILDS, name);
const buildId = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`).first().getAttribute('data-build-id');
const hostPid = () => readFileSync(path.join(DATA_DIR, 'pids', 'host.pid'), 'utf8');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // E2E_REUSE_BUILDS=1: keep the builds of an earlier run (while working on these tests).
  if (process.env.E2E_REUSE_BUILDS === '1' && existsSync(build('pipeline-major'))) return;
  // At once: each is mostly one thread's work.
  await Promise.all([
    buildRemote('remote-contacts', build('contacts-next'), { MERIDIAN_BUILD_ID: 'e2e-next' }),
    buildRemote('remote-pipeline', build('pipeline-minor'), { MERIDIAN_BUILD_ID: 'e2e-minor', MERIDIAN_SHARED_VERSION: '1.1.0' }),
    buildRemote('remote-pipeline', build('pipeline-major'), {
      MERIDIAN_BUILD_ID: 'e2e-major',
      MERIDIAN_SHARED_VERSION: '2.0.0',
      MERIDIAN_SHARED_RANGE: '^2.0.0',
    }),
  ]);
});

test('one remote from another port through the localhost override; other URLs are ignored', async ({ page }) => {
  await serveBuild('contacts-next', build('contacts-next'), 3011);
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await signIn(page);
  const deployed = await buildId(page, 'contacts');
  expect(deployed).toBeTruthy();

  await page.goto('/contacts?remote.contacts=http://localhost:3011/mf-manifest.json');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  expect(await buildId(page, 'contacts')).toBe('e2e-next');
  // Stored: a plain reload keeps it.
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  expect(await buildId(page, 'contacts')).toBe('e2e-next');

  await page.goto('/contacts?remote.contacts=off');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  expect(await buildId(page, 'contacts')).toBe(deployed);

  await page.goto('/contacts?remote.contacts=https://cdn.attacker.example/mf-manifest.json');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  expect(await buildId(page, 'contacts')).toBe(deployed);
  expect(warnings).toContainEqual(expect.stringContaining('ignored the override of remote "contacts"'));
});

test('a redeployed remote is served on the next load; the shell was not rebuilt or restarted', async ({ page }) => {
  const shell = hostPid();
  await signIn(page);
  const before = await buildId(page, 'contacts');
  expect(before).not.toBe('e2e-next');

  // The contacts team uploads its new build where the old one was served.
  await stopStartedProcess('contacts');
  await waitForUrl('http://localhost:3001/mf-manifest.json', false);
  await serveBuild('contacts', build('contacts-next'), 3001);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    expect(await buildId(page, 'contacts')).toBe('e2e-next');
    await page.screenshot({ path: '.artifacts/screens/redeployed-contacts.png' });
    expect(hostPid()).toBe(shell);
    await waitForUrl('http://localhost:3000/runtime-config.json');
  } finally {
    // Roll back: the original build, for the tests that follow.
    await stopStartedProcess('contacts');
    await waitForUrl('http://localhost:3001/mf-manifest.json', false);
    await serveRemote('contacts', 'remote-contacts', 3001);
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  expect(await buildId(page, 'contacts')).toBe(before);
});

test('a remote built against a newer minor of @meridian/shared works in the shell', async ({ page }) => {
  await serveBuild('pipeline-minor', build('pipeline-minor'), 3013);
  await signIn(page);
  await page.goto('/pipeline?remote.pipeline=http://localhost:3013/mf-manifest.json');
  await expect(page.getByRole('heading', { name: 'Sales Pipeline', level: 1 })).toBeVisible();
  await expect(page.getByText(/total contacts/)).toBeVisible();
  expect(await buildId(page, 'pipeline')).toBe('e2e-minor');
  await page.goto('/pipeline?remote.pipeline=off');
});

test('a remote requiring another major of @meridian/shared shows its section as unavailable, and says why', async ({ page }) => {
  await serveBuild('pipeline-major', build('pipeline-major'), 3023);
  await signIn(page);
  await page.goto('/pipeline?remote.pipeline=http://localhost:3023/mf-manifest.json');
  await expect(page.getByText('This section is unavailable')).toBeVisible();
  await expect(page.getByText(/built for another version of Meridian/)).toBeVisible();
  await page.getByText('Technical details').click();
  await expect(page.getByText(/does not satisfy the requirement of pipeline which needs \^2\.0\.0/)).toBeVisible();
  await page.screenshot({ path: '.artifacts/screens/pipeline-version-skew.png' });
  // The shell and the other sections are unharmed, even the ones loaded after it.
  for (const [link, heading] of [
    ['Contacts', 'Contacts'],
    ['Companies', 'Companies'],
  ]) {
    await page.getByRole('navigation').getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  await page.goto('/pipeline?remote.pipeline=off');
  await expect(page.getByRole('heading', { name: 'Sales Pipeline', level: 1 })).toBeVisible();
});
