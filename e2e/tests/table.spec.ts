// The contacts table as a user meets it: the list layout on a desktop is a grid with headers; a
// header click sorts; a phone edited in place is kept after a reload. Then the table on a desktop
// and the stacked rows on a phone, in both themes: nothing scrolls sideways, axe finds nothing
// serious (the grid pattern included). Screenshots: e2e/.artifacts/screens/table-*.png.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, saveScreen, startInTheme } from './support/pageChecks';
import { signIn } from './support/signIn';

/** Narrows the list to this test's contacts and switches to the list layout. */
async function openTable(page: Page, word: string) {
  await page.getByPlaceholder('Search contacts by name, email, or company...').fill(word);
  await page.getByRole('button', { name: 'List view' }).click();
  const grid = page.getByRole('grid', { name: 'Contacts' });
  await expect(grid).toBeVisible();
  return grid;
}

test('the table: a header sorts, a phone edited in place is kept after a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  const api = await apiAs(page, request);
  const word = uniqueWord('Table');
  const ada = await api.post('/contacts', { first: 'Nia', last: word, email: `nia.${word}@example.com`.toLowerCase(), phone: '+1 555 0100' });
  await api.post('/contacts', { first: 'Omar', last: word, email: `omar.${word}@example.com`.toLowerCase() });

  const grid = await openTable(page, word);
  await expect(grid.locator('[data-row-id]')).toHaveCount(2);
  const email = grid.getByRole('columnheader', { name: /^Email/ });
  await email.getByRole('button').click();
  await expect(email).toHaveAttribute('aria-sort', 'ascending');
  await expect(grid.getByRole('columnheader', { name: /^Name/ })).not.toHaveAttribute('aria-sort');

  const phone = grid.locator(`[data-row-id="${ada.id}"] [data-cell="phone"]`);
  await phone.click();
  await page.keyboard.press('Enter');
  const input = grid.getByRole('textbox', { name: 'Phone' });
  await input.fill('+44 20 7946 0000');
  await input.press('Enter');
  await expect(input).toBeHidden();
  await expect(phone).toHaveText('+44 20 7946 0000');

  await page.reload();
  const again = await openTable(page, word);
  await expect(again.locator(`[data-row-id="${ada.id}"] [data-cell="phone"]`)).toHaveText('+44 20 7946 0000');
});

const DEVICES = [
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
] as const;

for (const device of DEVICES) {
  test.describe(`the list layout on a ${device.name}`, () => {
    test.use({ ...device.use, reducedMotion: 'reduce' });
    for (const theme of ['light', 'dark'] as const) {
      test(`${theme} theme`, async ({ page }) => {
        test.setTimeout(90_000);
        await startInTheme(page, theme);
        await signIn(page);
        await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
        const file = `table-${device.name}-${theme}`;
        if (device.name === 'desktop') {
          await page.getByRole('button', { name: 'List view' }).click();
          await expect(page.getByRole('grid', { name: 'Contacts' })).toBeVisible();
          await page.getByRole('button', { name: 'Columns' }).click();
          await saveScreen(page, `${file}-columns`);
          await page.keyboard.press('Escape');
        } else {
          // A phone keeps its stacked rows (the view toggle is behind Filters).
          await page.getByRole('button', { name: /^Filters/ }).click();
          await page.getByRole('button', { name: 'List view' }).click();
          await expect(page.getByRole('grid')).toHaveCount(0);
        }
        await expectNoHorizontalOverflow(page, file);
        await saveScreen(page, file);
        await expectNoSeriousAxeViolations(page, file, file);
      });
    }
  });
}
