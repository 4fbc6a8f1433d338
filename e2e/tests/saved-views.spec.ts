// A team's saved view, as people use it: the owner filters the contacts by a tag, saves the filter
// as a view shared with the organisation, and the teammate opens the view's link and sees the same
// contacts; the owner then hands the view's contacts to the teammate with bulk edit and undoes it.
//
// Every text goes through `ui()`, which checks it against the catalogues.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { inLanguage } from './support/catalogues';
import { DEMO_PEOPLE, pageAs, signInAs } from './support/team';

const ui = (english: string, values: Record<string, string> = {}) => inLanguage('en', english, values);

/** The cards of the contacts whose last name is `word`. */
const cardsOf = (page: Page, word: string) => page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').filter({ hasText: word });
const viewTab = (page: Page, name: string) => page.getByRole('navigation', { name: ui('Views') }).getByRole('link', { name });

test('a filtered view saved shared opens for the teammate; its contacts go to the teammate and back', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const word = uniqueWord('Views');
  const tag = `vip${word}`.toLowerCase();
  const viewName = `VIP ${word}`;
  await signInAs(page, 'dana');
  const owner = await apiAs(page, request);
  // Named after 'Al…', so the route stops' contact stays on the first screen (support/routeStops.ts).
  for (const first of ['Nia', 'Omar', 'Pia']) {
    await owner.post('/contacts', { first, last: word, email: `${first}.${word}@example.test`.toLowerCase(), tags: `${tag}, lead` });
  }
  await owner.post('/contacts', { first: 'Quinn', last: word, email: `quinn.${word}@example.test`.toLowerCase(), tags: 'lead' });

  // 1. A Tags filter: the chip shows, and only the three tagged contacts are listed.
  await page.goto('/contacts');
  await page
    .getByRole('group', { name: ui('Filters'), exact: true })
    .getByRole('button', { name: ui('Add filter') })
    .click();
  await page.getByRole('menuitem', { name: ui('Tags'), exact: true }).click();
  const editor = page.getByRole('dialog', { name: ui('Tags') });
  await editor.getByRole('textbox').fill(tag);
  await editor.getByRole('button', { name: ui('Apply') }).click();
  await expect(cardsOf(page, word)).toHaveCount(3);
  await expect(cardsOf(page, word).filter({ hasText: 'Quinn' })).toHaveCount(0);

  // 2. Saved as a new view shared with the organisation: its tab opens, with a URL of its own.
  await page.getByRole('button', { name: ui('Save as new view') }).click();
  const dialog = page.getByRole('dialog', { name: ui('Save as new view') });
  await dialog.getByLabel(ui('Name')).fill(viewName);
  await dialog.getByLabel(ui('Share with the organisation')).check();
  await dialog.getByRole('button', { name: ui('Save view') }).click();
  await expect(viewTab(page, viewName)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/[?&]view=[0-9a-f-]{36}/);
  const viewUrl = page.url();
  const views = (await owner.get('/views?object=contacts')).views as { name: string; shared: boolean; settings: { filters: Record<string, string> } }[];
  expect(views.find((v) => v.name === viewName)).toMatchObject({ shared: true, settings: { filters: { tags_any: tag } } });

  // 3. The teammate opens the link: the same view, the same three contacts.
  const sam = await pageAs(browser, 'sam');
  try {
    await sam.page.goto(viewUrl);
    await expect(viewTab(sam.page, viewName)).toHaveAttribute('aria-current', 'page');
    await expect(cardsOf(sam.page, word)).toHaveCount(3);
  } finally {
    await sam.context.close();
  }

  // 4. The owner hands the view's contacts to the teammate, then undoes it.
  const members = (await owner.get('/members')).members as { id: string; email: string }[];
  const danaId = members.find((m) => m.email === DEMO_PEOPLE.dana.email)!.id;
  const samId = members.find((m) => m.email === DEMO_PEOPLE.sam.email)!.id;
  const owners = async () =>
    ((await owner.get(`/contacts?search=${word}&tags_any=${tag}`)).contacts as { owner_id: string | null }[]).map((c) => c.owner_id).sort();
  expect(await owners()).toEqual([danaId, danaId, danaId]);
  await page.getByRole('button', { name: ui('Select All') }).click();
  await page.getByRole('button', { name: ui('Edit'), exact: true }).click();
  await page.getByRole('menuitem', { name: ui('Change owner') }).click();
  const change = page.getByRole('dialog', { name: ui('Change owner') });
  await change.getByRole('combobox').selectOption({ label: DEMO_PEOPLE.sam.name });
  await change.getByRole('button', { name: ui('Continue') }).click();
  const question = page.getByRole('alertdialog', { name: ui('Edit contacts') });
  await expect(question).toContainText(`Change the owner of 3 contacts to ${DEMO_PEOPLE.sam.name}?`);
  await question.getByRole('button', { name: ui('Apply') }).click();
  await expect(page.getByText('3 contacts updated')).toBeVisible();
  await expect.poll(owners).toEqual([samId, samId, samId]);
  await page.getByRole('button', { name: ui('Undo') }).click();
  await expect.poll(owners).toEqual([danaId, danaId, danaId]);
});
