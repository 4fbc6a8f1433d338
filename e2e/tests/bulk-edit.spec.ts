// Bulk edit on the contacts page as people use it: the selection's Edit menu, an action's dialog
// and the question that names the count, at desktop size in English and at phone size in German
// (the longest words), in both themes, looked at and checked with axe.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { inLanguage } from './support/catalogues';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, saveScreen, startInTheme } from './support/pageChecks';
import { DEMO_PEOPLE, signInAs } from './support/team';

const SCREENS = [
  { name: 'desktop', locale: 'en', use: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', locale: 'de', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
] as const;

/** Three contacts of a word of their own, so the search lists only them; named after 'Al…', so the route stops' contact stays on the first screen (support/routeStops.ts). */
async function arrange(page: Page, request: Parameters<typeof apiAs>[1]): Promise<string> {
  const word = uniqueWord('Bulk');
  const owner = await apiAs(page, request);
  for (const first of ['Nia', 'Omar', 'Pia']) await owner.post('/contacts', { first, last: word, email: `${first}.${word}@example.test`.toLowerCase() });
  return word;
}

for (const screen of SCREENS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`bulk edit's menu, dialog and question: ${screen.name}, ${screen.locale}, ${theme}`, async ({ browser, request }) => {
      const context = await browser.newContext({ ...screen.use, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const ui = (english: string, values: Record<string, string> = {}) => inLanguage(screen.locale, english, values);
      const label = `bulk-edit-${screen.name}-${theme}`;
      try {
        await startInTheme(page, theme);
        await signInAs(page, 'dana');
        const word = await arrange(page, request);
        await page.goto(`/contacts?locale=${screen.locale}`);
        await page.getByRole('searchbox').first().fill(word);
        const list = page.getByRole('list').filter({ has: page.getByRole('listitem').filter({ hasText: `Pia ${word}` }) });
        await expect(list.getByRole('listitem')).toHaveCount(3);
        await page.getByRole('button', { name: ui('Select All') }).click();

        // The menu, on the bar of the three selected.
        const edit = page.getByRole('button', { name: ui('Edit'), exact: true });
        await edit.click();
        const menu = page.getByRole('menu', { name: ui('Edit the selected contacts') });
        await expect(menu.getByRole('menuitem')).toHaveCount(5);
        await expect(menu.getByRole('menuitem', { name: ui('Change owner') })).toBeFocused();
        await expectNoHorizontalOverflow(page, `${label} menu`);
        await saveScreen(page, `${label}-menu`);
        await expectNoSeriousAxeViolations(page, `${label} menu`, `${label}-menu`);

        // Change owner: the members and No owner.
        await menu.getByRole('menuitem', { name: ui('Change owner') }).click();
        const dialog = page.getByRole('dialog', { name: ui('Change owner') });
        await expect(dialog).toContainText(ui('Applies to {contacts}.', { contacts: screen.locale === 'de' ? '3 Kontakte' : '3 contacts' }));
        await dialog.getByRole('combobox').selectOption({ label: DEMO_PEOPLE.sam.name });
        await saveScreen(page, `${label}-dialog`);
        await expectNoSeriousAxeViolations(page, `${label} dialog`, `${label}-dialog`);

        // The question names the count and the member; Cancel changes nothing and keeps the selection.
        await dialog.getByRole('button', { name: ui('Continue') }).click();
        const question = page.getByRole('alertdialog', { name: ui('Edit contacts') });
        await expect(question).toBeVisible();
        await expect(question.getByRole('button', { name: ui('Apply') })).toBeFocused();
        await saveScreen(page, `${label}-question`);
        await page.keyboard.press('Escape');
        await expect(question).toBeHidden();
        await expect(edit).toBeFocused();
        await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(3);
      } finally {
        await context.close();
      }
    });
  }
}

test('select contacts, change their owner to the teammate, and Undo puts Dana back', async ({ page, request }) => {
  const ui = (english: string, values: Record<string, string> = {}) => inLanguage('en', english, values);
  await signInAs(page, 'dana');
  const word = await arrange(page, request);
  const owner = await apiAs(page, request);
  const members = (await owner.get('/members')).members as { id: string; email: string }[];
  const dana = members.find((m) => m.email === DEMO_PEOPLE.dana.email)!;
  const sam = members.find((m) => m.email === DEMO_PEOPLE.sam.email)!;
  const owners = async () => ((await owner.get(`/contacts?search=${word}`)).contacts as { owner_id: string | null }[]).map((c) => c.owner_id);

  await page.goto('/contacts');
  await page.getByPlaceholder('Search contacts by name, email, or company...').fill(word);
  await expect(page.getByRole('listitem').filter({ hasText: word })).toHaveCount(3);
  await page.getByRole('button', { name: ui('Select All') }).click();
  await page.getByRole('button', { name: ui('Edit'), exact: true }).click();
  await page.getByRole('menuitem', { name: ui('Change owner') }).click();
  const dialog = page.getByRole('dialog', { name: ui('Change owner') });
  await dialog.getByRole('combobox').selectOption({ label: DEMO_PEOPLE.sam.name });
  await dialog.getByRole('button', { name: ui('Continue') }).click();
  const question = page.getByRole('alertdialog', { name: ui('Edit contacts') });
  await expect(question).toContainText(`Change the owner of 3 contacts to ${DEMO_PEOPLE.sam.name}?`);
  await question.getByRole('button', { name: ui('Apply') }).click();

  await expect(page.getByText('3 contacts updated')).toBeVisible();
  await expect.poll(owners).toEqual([sam.id, sam.id, sam.id]);
  await page.getByRole('button', { name: ui('Undo') }).click();
  await expect(page.getByText('Edit undone: 3 contacts have their previous values again')).toBeVisible();
  await expect.poll(owners).toEqual([dana.id, dana.id, dana.id]);
});
