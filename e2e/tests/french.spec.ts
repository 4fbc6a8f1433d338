// A member switches to French in Settings: every section follows at once (no reload), with
// French dates and numbers; signed out, the sign-in screen and the sign-in service's page are in
// French too. Runs as the other organisation's member, so no other test meets a French account.
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api';
import { catalogueText, inLanguage } from './support/catalogues';
import { OTHER } from './support/env';
import { signIn } from './support/signIn';

const fr = (english: string, values?: Record<string, string>) => inLanguage('fr', english, values);
const spaces = (text: string) => text.replace(/\s+/g, ' ');
const h1 = (page: Page) => page.locator('main h1').first();

test('French from Settings reaches every section, the dates, the numbers and the sign-in page', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, OTHER);
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  const api = await apiAs(page, request);
  const { company } = await api.post('/companies', { name: `Fromagerie ${Date.now()}`, industry: 'Retail', size: 'small' });
  const contact = await api.post('/contacts', { first: 'Amélie', last: 'Poulain', email: `amelie.${Date.now()}@example.fr`, company_id: company.id });
  await api.post(`/pipeline/${contact.id}/add`, {});
  await api.put(`/pipeline/${contact.id}/deal`, { value: '1250000.50', currency: 'EUR', close_date: null, next_step: null });

  await page.goto('/settings');
  await expect(h1(page)).toHaveText('Settings');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByLabel('Language').selectOption('fr');
  await expect(h1(page)).toHaveText(fr('Settings'));
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), 'switched without a reload').toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  const nav = page.getByRole('complementary', { name: fr('Main navigation') });
  for (const section of ['Contacts', 'Companies', 'Sales Pipeline'] as const) {
    await nav.getByRole('link', { name: fr(section), exact: true }).click();
    await expect(h1(page), `${section} in French`).toHaveText(fr(section));
  }
  await nav.getByRole('link', { name: fr('Contacts'), exact: true }).click();
  await page.getByRole('button', { name: fr('Import CSV'), exact: true }).click();
  await expect(h1(page), 'the import in French').toHaveText(fr('Import Contacts'));

  // French dates and numbers on the contact's page: today's creation date, the deal in euros.
  await page.goto(`/contacts/${contact.id}`);
  await expect(h1(page)).toHaveText('Amélie Poulain');
  const today = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date());
  await expect(page.locator('main')).toContainText(today);
  const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1250000.5);
  await expect.poll(async () => spaces(await page.locator('main').innerText())).toContain(spaces(euros));

  // The choice is the member's, kept by the API: a fresh page in a new context starts in French.
  expect((await api.get('/me/preferences')).language).toBe('fr');

  await page.locator('button[aria-haspopup=menu]', { hasText: OTHER.name }).click();
  await page.getByRole('menuitem', { name: fr('Sign Out') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('Authentication Required'));
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('main').getByRole('button').first().click();
  const popup = await popupPromise;
  await expect(popup.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(popup.locator('button[type=submit]')).toHaveText(catalogueText('fr', 'services/sign-in/src/i18n', 'signin.login.submit'));

  // Back to English for whoever signs in as this member next.
  await popup.locator('input[type=email]').fill(OTHER.email);
  await popup.locator('input[type=password]').fill(OTHER.password);
  await Promise.all([popup.waitForEvent('close'), popup.locator('button[type=submit]').click()]);
  await expect(h1(page)).toBeVisible();
  await (await apiAs(page, request)).put('/me/preferences', { language: null });
});
