// The dashboard: its figures are the API's (read from a chart's table), a chart's bar opens the
// board of its pipeline; both themes at 1440×900 and 390×844, axe clean.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, startInTheme } from './support/pageChecks';
import { signIn } from './support/signIn';

const stagesCard = (page: Page) => page.getByRole('region', { name: 'Pipeline by stage' });
const money = (value: string, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(value));

test('read a figure from a chart table, follow a stage bar to its board; both themes, desktop and phone', async ({ page, request }) => {
  await startInTheme(page, 'light');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const api = await apiAs(page, request);
  const word = uniqueWord('Dash');
  const contact = await api.post('/contacts', { first: 'Dora', last: word, email: `dora.${word}@example.com`.toLowerCase() });
  await api.post(`/pipeline/${contact.id}/add`, {});
  await api.put(`/pipeline/${contact.id}/deal`, { value: '1234.56', currency: 'USD', close_date: '2030-01-15' });
  const answer = await api.get('/dashboard/stages');
  const lead = answer.stages[0];

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const stages = stagesCard(page);
  await expect(stages.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.screenshot({ path: '.artifacts/screens/dashboard-desktop-light.png', fullPage: true });
  await expectNoSeriousAxeViolations(page, 'dashboard desktop light', 'dashboard-desktop-light');

  // The table says what the API says, in the page's words.
  await stages.getByRole('button', { name: 'Show as table' }).click();
  const row = stages.getByRole('row', { name: new RegExp(lead.name) });
  await expect(row.getByRole('cell')).toHaveText([String(lead.count), money(lead.value.value, lead.value.currency)]);
  await stages.getByRole('button', { name: 'Show as table' }).click();

  // A stage's bar opens the board of that pipeline.
  await stages.locator('.recharts-bar-rectangle').first().click();
  await expect(page).toHaveURL(new RegExp(`/pipeline/${answer.pipeline.id}$`));
  await expect(page.getByRole('heading', { name: answer.pipeline.name })).toBeVisible();
  await expect(page.getByText(`Dora ${word}`)).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(stagesCard(page).locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.screenshot({ path: '.artifacts/screens/dashboard-desktop-dark.png', fullPage: true });
  await expectNoSeriousAxeViolations(page, 'dashboard desktop dark', 'dashboard-desktop-dark');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(stagesCard(page).locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expectNoHorizontalOverflow(page, 'dashboard phone');
  await page.screenshot({ path: '.artifacts/screens/dashboard-phone-dark.png', fullPage: true });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.screenshot({ path: '.artifacts/screens/dashboard-phone-light.png', fullPage: true });
  await expectNoSeriousAxeViolations(page, 'dashboard phone light', 'dashboard-phone-light');

  // The longest language at phone width.
  await page.goto('/dashboard?locale=de');
  await expect(page.getByRole('region', { name: 'Pipeline nach Phase' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expectNoHorizontalOverflow(page, 'dashboard phone, German');
  await page.screenshot({ path: '.artifacts/screens/dashboard-phone-de.png', fullPage: true });
});
