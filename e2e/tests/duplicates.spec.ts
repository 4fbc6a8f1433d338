// The duplicate finder as a user meets it: two contacts sharing a phone (written two ways) are a
// group under the sidebar's Duplicates link; merged with the secondary's email chosen, the primary
// holds that email and the secondary is gone; Undo brings it back. Then the list and the merge
// dialog, of contacts and of companies, on a desktop and a phone in both themes (German on the
// phone too): nothing scrolls sideways or is squeezed, axe finds nothing serious.
// Screenshots: e2e/.artifacts/screens/routes/duplicates-*.png.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { expectNoCrushedText, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, saveScreen, startInTheme } from './support/pageChecks';
import { signIn } from './support/signIn';

/** A phone number no other test writes: 555 and seven digits of its own. */
const freshPhone = () => `555${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

interface Pair {
  older: { id: string; email: string };
  newer: { id: string; email: string };
  name: string;
  /** The phone as the older contact writes it: the group's shared value. */
  phone: string;
}

/** Two contacts of one person sharing a phone, the older without a company; the newer also has a note. */
async function seedPair(page: Page, request: APIRequestContext): Promise<Pair> {
  const api = await apiAs(page, request);
  const word = uniqueWord('Dup');
  const digits = freshPhone();
  const phone = `+1 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  const name = `Nora ${word}`;
  const older = await api.post('/contacts', { first: 'Nora', last: word, email: `nora.${word}@example.com`.toLowerCase(), phone });
  const newer = await api.post('/contacts', {
    first: 'Nora',
    last: word,
    email: `n.${word}@fabrikam.example`.toLowerCase(),
    phone: `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    company: `Fabrikam ${word}`,
    tags: 'partner',
  });
  await api.post(`/contacts/${newer.id}/notes`, { body: `Met ${name} at the fair` });
  return { older: { id: older.id, email: older.email }, newer: { id: newer.id, email: newer.email }, name, phone };
}

const group = (page: Page, pair: Pair) => page.getByRole('region', { name: `Same phone ${pair.phone}` });

test('two contacts sharing a phone: found from the sidebar, merged keeping the secondary’s email, undone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  const pair = await seedPair(page, request);
  const api = await apiAs(page, request);
  // The sidebar asks for the counts when the app starts: a fresh start sees the new group.
  await page.reload();

  const nav = page.getByRole('complementary', { name: 'Main navigation' });
  const finder = nav.locator('a[href="/contacts/duplicates"]');
  await expect(finder).toHaveAccessibleName(/^Duplicates, \d+ groups?$/);
  await expect(finder).toHaveAccessibleDescription('Contacts');
  await finder.click();
  await expect(page.getByRole('heading', { name: 'Duplicate contacts', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/contacts\/duplicates$/);
  const card = group(page, pair);
  await expect(card.getByRole('link', { name: pair.name })).toHaveCount(2);

  // By keyboard: Enter on "Merge…", the arrow keys along the Email row.
  await card.getByRole('button', { name: 'Merge…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Merge contacts' });
  // Both are named alike: the dialog tells them apart by their emails.
  await expect(dialog.getByRole('radio', { name: `Use ${pair.older.email} from ${pair.name}, ${pair.older.email}`, exact: true })).toBeChecked();
  // The older holds no company: the newer's fills it by default.
  await expect(dialog.getByRole('radio', { name: new RegExp(`^Use Fabrikam`) })).toBeChecked();
  await dialog.getByRole('radio', { name: new RegExp(`^Use ${pair.older.email.replace(/\./g, '\\.')} from `) }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: new RegExp(`^Use ${pair.newer.email.replace(/\./g, '\\.')} from `) })).toBeChecked();
  await dialog.getByRole('button', { name: 'Merge 2 contacts' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Merged 2 contacts into ${pair.name}`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // The primary holds the chosen email, the company and the note; the secondary is gone.
  const primary = await api.get(`/contacts/${pair.older.id}`);
  expect(primary).toMatchObject({ email: pair.newer.email, company: expect.stringContaining('Fabrikam') });
  expect(primary.tags).toContain('partner');
  expect((await api.get(`/contacts/${pair.older.id}/notes`)).notes.map((n: { body: string }) => n.body)).toContain(`Met ${pair.name} at the fair`);
  await expect(api.get(`/contacts/${pair.newer.id}`)).rejects.toThrow(/: 404 /);

  // Undo, within the toast's 8 s: both are back as they were, and so is the group.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Merge undone: the contacts are back')).toBeVisible();
  await expect(card).toBeVisible();
  expect((await api.get(`/contacts/${pair.older.id}`)).email).toBe(pair.older.email);
  expect((await api.get(`/contacts/${pair.newer.id}`)).email).toBe(pair.newer.email);

  // Merged again for good: the primary's page shows the secondary's email; the secondary's link finds nothing.
  await card.getByRole('button', { name: 'Merge…' }).click();
  await dialog.getByRole('radio', { name: new RegExp(`^Use ${pair.newer.email.replace(/\./g, '\\.')} from `) }).check();
  await dialog.getByRole('button', { name: 'Merge 2 contacts' }).click();
  await expect(card).toHaveCount(0);
  await page.goto(`/contacts/${pair.older.id}`);
  await expect(page.getByRole('heading', { name: pair.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(pair.newer.email);
  await page.goto(`/contacts/${pair.newer.id}`);
  await expect(page.getByText('Contact not found')).toBeVisible();
});

const DEVICES = [
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
] as const;

/** The page and the dialog on this screen: the checks every screen gets, and a screenshot of each. */
async function checkScreens(page: Page, file: string, openDialog: () => Promise<void>, dialogName: string) {
  await expectNoHorizontalOverflow(page, `${file} list`);
  await expectNoCrushedText(page, `${file} list`);
  await saveScreen(page, `${file}-list`);
  await expectNoSeriousAxeViolations(page, `${file} list`, `${file}-list`);
  await openDialog();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expectNoHorizontalOverflow(page, `${file} dialog`);
  await expectNoCrushedText(page, `${file} dialog`);
  await saveScreen(page, `${file}-dialog`);
  await expectNoSeriousAxeViolations(page, `${file} dialog`, `${file}-dialog`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const device of DEVICES) {
  test.describe(`duplicates on a ${device.name}`, () => {
    test.use({ ...device.use, reducedMotion: 'reduce' });
    for (const theme of ['light', 'dark'] as const) {
      test(`${theme} theme: the list and the merge dialog, of contacts and of companies`, async ({ page, request }) => {
        test.setTimeout(120_000);
        await startInTheme(page, theme);
        await signIn(page);
        await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
        const pair = await seedPair(page, request);
        const api = await apiAs(page, request);
        const word = uniqueWord('Domain').toLowerCase();
        await api.post('/companies', { name: `Contoso ${word}`, website: `https://${word}.example.com`, industry: 'Technology', size: 'small' });
        await api.post('/companies', { name: `Contoso Group ${word}`, website: `www.${word}.example.com/about`, phone: '+1 555 0199' });
        const label = `duplicates-${device.name}-${theme}`;

        // Contacts, reached from the list's "Find duplicates" (on a phone an icon of that name).
        await expect(page.getByRole('button', { name: 'Find duplicates' })).toBeVisible();
        await saveScreen(page, `${label}-contacts-page`);
        await page.getByRole('button', { name: 'Find duplicates' }).click();
        const card = group(page, pair);
        await expect(card).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await checkScreens(page, `${label}-contacts`, () => card.getByRole('button', { name: 'Merge…' }).click(), 'Merge contacts');

        // Companies.
        await page.goto('/companies');
        await expect(page.getByRole('button', { name: 'Find duplicates' })).toBeVisible();
        await expectNoHorizontalOverflow(page, `${label} companies page`);
        await saveScreen(page, `${label}-companies-page`);
        await page.getByRole('button', { name: 'Find duplicates' }).click();
        const companies = page.getByRole('region', { name: `Same website ${word}.example.com` });
        await expect(companies).toBeVisible();
        await companies.scrollIntoViewIfNeeded();
        await checkScreens(page, `${label}-companies`, () => companies.getByRole('button', { name: 'Merge…' }).click(), 'Merge companies');

        // German, the longest: the contacts' dialog still fits a phone.
        if (device.name === 'phone' && theme === 'light') {
          await page.goto('/contacts/duplicates?locale=de');
          const german = page.getByRole('region', { name: `Gleiche Telefonnummer ${pair.phone}` });
          await expect(german).toBeVisible();
          await german.scrollIntoViewIfNeeded();
          await checkScreens(page, `${label}-contacts-de`, () => german.getByRole('button', { name: 'Zusammenführen…' }).click(), 'Kontakte zusammenführen');
          await page.goto('/companies?locale=de');
          await expect(page.getByRole('button', { name: 'Duplikate finden' })).toBeVisible();
          await expectNoHorizontalOverflow(page, `${label} companies page in German`);
          await saveScreen(page, `${label}-companies-page-de`);
        }
      });
    }
  });
}
