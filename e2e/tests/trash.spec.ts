// The Trash and erasing a person: a contact deleted with its note and file is found in the Trash
// and restored with both; another is erased permanently (its name typed to confirm) and no search
// finds it. The Trash page and the erase dialog at 1440×900 and 390×844 in both themes, axe clean,
// and Settings' organisation export and import section in the same sizes and themes.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, startInTheme } from './support/pageChecks';
import { signIn } from './support/signIn';

const SEARCH = 'Search contacts by name, email, or company...';
const eraseDialog = (page: Page, name: string) => page.getByRole('alertdialog', { name: `Erase ${name} permanently?` });

/** The page in `theme` (every load starts in light: startInTheme). */
async function inTheme(page: Page, theme: 'light' | 'dark') {
  const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
  if (theme === 'dark' && (await toDark.isVisible())) await toDark.click();
  await expect(page.getByRole('button', { name: theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme' })).toBeVisible();
}

test('delete a contact, restore it from the Trash with its note and file; erase another and search for it', async ({ page, request }) => {
  await startInTheme(page, 'light');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  // The contacts list's count: the API is up and answering.
  await expect(page.getByText(/^\d[\d,]* contacts?$/).first()).toBeVisible({ timeout: 30_000 });
  const api = await apiAs(page, request);
  const word = uniqueWord('Bin');
  const kept = await api.post('/contacts', { first: 'Tess', last: word, email: `tess.${word}@example.com`.toLowerCase() });
  await api.post(`/contacts/${kept.id}/notes`, { body: `Renewal call ${word}` });
  await api.upload(`/contacts/${kept.id}/attachments`, { name: `offer-${word}.pdf`, mimeType: 'application/pdf', buffer: Buffer.alloc(2_048, 1) });
  const gone = await api.post('/contacts', { first: 'Erin', last: word, email: `erin.${word}@example.com`.toLowerCase() });
  const keptName = `Tess ${word}`;
  const goneName = `Erin ${word}`;

  // Delete Tess from her page; the Trash lists her, restoring brings her back with her note and file.
  await page.goto(`/contacts/${kept.id}`);
  await expect(page.getByRole('heading', { name: keptName, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Trash' }).click();
  await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(keptName) });
  await expect(row).toContainText('Contact');
  await expect(row).toContainText('30 days');
  await page.screenshot({ path: '.artifacts/screens/trash-desktop-light.png', fullPage: true });
  await expectNoSeriousAxeViolations(page, 'trash desktop light', 'trash-desktop-light');
  await row.getByRole('button', { name: `Restore ${keptName}` }).click();
  await expect(page.getByText(`${keptName} restored`)).toBeVisible();
  await expect(row).toBeHidden();
  await page.goto(`/contacts/${kept.id}?tab=notes`);
  await expect(page.getByText(`Renewal call ${word}`)).toBeVisible();
  await page.goto(`/contacts/${kept.id}?tab=files`);
  await expect(page.getByText(`offer-${word}.pdf`)).toBeVisible();

  // Erase Erin: the button waits for her name; afterwards the list, and no search finds her.
  await page.goto(`/contacts/${gone.id}`);
  await page.getByRole('button', { name: 'Erase permanently' }).click();
  const dialog = eraseDialog(page, goneName);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Erase permanently' })).toBeDisabled();
  await page.screenshot({ path: '.artifacts/screens/erase-dialog-desktop-light.png' });
  await expectNoSeriousAxeViolations(page, 'erase dialog desktop light', 'erase-dialog-desktop-light');
  await dialog.getByLabel(`Type ${goneName} to confirm`).fill(goneName.toUpperCase());
  await dialog.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByText(`${goneName} was erased permanently`)).toBeVisible();
  await page.getByPlaceholder(SEARCH).fill(word);
  await expect(page.getByText('1 contact', { exact: true })).toBeVisible();
  await expect(page.getByText(keptName).first()).toBeVisible();
  await expect(page.getByText(goneName)).toHaveCount(0);
  expect((await api.get(`/contacts?search=${encodeURIComponent(word)}`)).contacts.map((c: { id: string }) => c.id)).toEqual([kept.id]);

  // The screens in the other theme and on a phone: a contact in the Trash, the erase dialog over Tess's page.
  const other = await api.post('/contacts', { first: 'Philippa', last: `Worthington-Smythe ${word}`, email: `philippa.${word}@example.com`.toLowerCase() });
  await api.delete(`/contacts/${other.id}`);
  for (const [width, height, device] of [
    [1440, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const theme of device === 'desktop' ? (['dark'] as const) : (['light', 'dark'] as const)) {
      await page.goto('/trash');
      await expect(page.getByRole('button', { name: `Restore Philippa Worthington-Smythe ${word}` })).toBeVisible();
      await inTheme(page, theme);
      await expectNoHorizontalOverflow(page, `trash ${device} ${theme}`);
      await page.screenshot({ path: `.artifacts/screens/trash-${device}-${theme}.png`, fullPage: true });
      await expectNoSeriousAxeViolations(page, `trash ${device} ${theme}`, `trash-${device}-${theme}`);
      await page.goto(`/contacts/${kept.id}`);
      await inTheme(page, theme);
      await page.getByRole('button', { name: 'Erase permanently' }).click();
      await expect(eraseDialog(page, keptName)).toBeVisible();
      await page.screenshot({ path: `.artifacts/screens/erase-dialog-${device}-${theme}.png` });
      await expectNoSeriousAxeViolations(page, `erase dialog ${device} ${theme}`, `erase-dialog-${device}-${theme}`);
      await page.keyboard.press('Escape');
      await expect(eraseDialog(page, keptName)).toBeHidden();
      // Settings' export and import of the whole organisation (owners), beside the Trash's other ways back.
      await page.goto('/settings');
      await inTheme(page, theme);
      await page.getByRole('heading', { name: 'Import an organisation export' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Export organisation' })).toBeVisible();
      await page.screenshot({ path: `.artifacts/screens/settings-data-${device}-${theme}.png` });
    }
  }
});
