// Files exported by other tools, imported through the wizard without touching a select: a
// Pipedrive people export (a full name, work and mobile phones) and a German Excel file
// (semicolons, Windows-1252). Every column lands on the contacts. Then Map Columns' warnings (the
// columns left out, names no column gives) at desktop and phone size, light and dark, and German.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { expectNoHorizontalOverflow, startInTheme } from './support/pageChecks';
import { signIn } from './support/signIn';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

interface StoredContact {
  first: string;
  last: string;
  email: string;
  phone: string | null;
  company: string | null;
  tags: string | null;
}

async function chooseFile(page: Page, name: string, bytes: Buffer) {
  await page.goto('/import');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: bytes });
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
}

const mapsTo = (page: Page, header: string) => page.getByRole('combobox', { name: `Maps To for ${header}` });

/** Imports with the mapping on screen and waits for the results. */
async function importAsShown(page: Page, imported: number) {
  await page.getByRole('button', { name: 'Import Contacts' }).click();
  await expect(page.getByText('Import Complete')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('dl > div').filter({ hasText: 'Contacts Imported' }).locator('dd')).toHaveText(String(imported));
  await expect(page.locator('dl > div').filter({ hasText: 'Failed' })).toHaveCount(0);
}

/** The contacts whose fields contain `word`, as the API stores them, by email. */
async function contactsWith(api: Awaited<ReturnType<typeof apiAs>>, word: string): Promise<StoredContact[]> {
  const { contacts } = await api.get(`/contacts?limit=50&search=${encodeURIComponent(word)}&sort_by=email`);
  return (contacts as StoredContact[]).map(({ first, last, email, phone, company, tags }) => ({ first, last, email, phone, company, tags }));
}

test.describe('imports of other tools’ exports', () => {
  test('a Pipedrive people export: the full name, the work or mobile phone, organisation and labels land', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const api = await apiAs(page, request);
    const word = uniqueWord('Pipe');
    const email = (who: string) => `${who}.${word}@example.com`.toLowerCase();
    const csv = [
      'Person - Name,Person - Email - Work,Person - Phone - Work,Person - Phone - Mobile,Person - Organization,Person - Labels',
      `Jonas ${word},${email('jonas')},+49 30 901820,,Globex ${word},Hot lead`,
      `Maria de la ${word},${email('maria')},,+34 600 000 000,Initech ${word},Customer`,
    ].join('\r\n');

    await chooseFile(page, 'people-export.csv', Buffer.from(`${csv}\r\n`));
    for (const [header, target] of [
      ['Person - Name', 'name'],
      ['Person - Email - Work', 'email'],
      ['Person - Phone - Work', 'phone'],
      ['Person - Phone - Mobile', 'phone'],
      ['Person - Organization', 'company'],
      ['Person - Labels', 'tags'],
    ]) {
      await expect(mapsTo(page, header!)).toHaveValue(target!);
    }
    await expect(page.getByRole('list', { name: 'Before you import' })).toHaveCount(0); // nothing left out
    await importAsShown(page, 2);

    expect(await contactsWith(api, word)).toEqual([
      { first: 'Jonas', last: word, email: email('jonas'), phone: '+49 30 901820', company: `Globex ${word}`, tags: 'Hot lead' },
      { first: 'Maria de la', last: word, email: email('maria'), phone: '+34 600 000 000', company: `Initech ${word}`, tags: 'Customer' },
    ]);

    // As a user finds them: the list, then the contact's page with every value, tags included.
    await page.getByRole('button', { name: 'View Contacts' }).click();
    await page.getByPlaceholder('Search contacts by name, email, or company...').fill(word);
    const cards = page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').filter({ hasText: word });
    await expect(cards).toHaveCount(2);
    await cards.filter({ hasText: 'Maria' }).click();
    await page
      .getByRole('dialog', { name: `Maria de la ${word}` })
      .getByRole('button', { name: 'View Full Contact' })
      .click();
    const information = page.getByRole('region', { name: 'Contact Information' });
    for (const value of [`Maria de la ${word}`, email('maria'), '+34 600 000 000', `Initech ${word}`, 'Customer']) {
      await expect(information.getByText(value, { exact: true }).first()).toBeVisible();
    }
    await page.screenshot({ path: '.artifacts/screens/import-pipedrive-contact.png' });
  });

  test('a German Excel file: semicolons, Windows-1252, Vorname;Nachname;E-Mail;Telefon;Firma', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const api = await apiAs(page, request);
    const word = uniqueWord('Excel');
    const email = (who: string) => `${who}.${word}@example.de`.toLowerCase();
    const text = [
      'Vorname;Nachname;E-Mail;Telefon;Firma',
      `Jürgen;Größe ${word};${email('juergen')};+49 171 0000000;Müller & Söhne ${word}`,
      `Anna;Schmidt ${word};${email('anna')};089 123456;Bäckerei ${word}`,
    ]
      .map((line) => `${line}\r\n`)
      .join('');
    await chooseFile(page, 'Kontakte.csv', Buffer.from(text, 'latin1'));
    await expect(page.getByLabel('Encoding')).toHaveValue('windows-1252');
    await expect(page.getByLabel('Delimiter')).toHaveValue(';');
    for (const [header, target] of [
      ['Vorname', 'first'],
      ['Nachname', 'last'],
      ['E-Mail', 'email'],
      ['Telefon', 'phone'],
      ['Firma', 'company'],
    ]) {
      await expect(mapsTo(page, header!)).toHaveValue(target!);
    }
    await expect(page.getByText('Jürgen · Anna')).toBeVisible(); // the sample decodes as Excel shows it
    await importAsShown(page, 2);

    expect(await contactsWith(api, word)).toEqual([
      { first: 'Anna', last: `Schmidt ${word}`, email: email('anna'), phone: '089 123456', company: `Bäckerei ${word}`, tags: null },
      { first: 'Jürgen', last: `Größe ${word}`, email: email('juergen'), phone: '+49 171 0000000', company: `Müller & Söhne ${word}`, tags: null },
    ]);
  });
});

// A file whose names no column gives and with columns nothing reads: every warning at once.
const WARNED = [
  'Email Address,Company,Position,URL,Connected On,Notes,Birthday,Website,Title',
  'priya@example.com,Umbrella,Head of Ops,https://www.linkedin.com/in/priya,05 Jan 2024,Met at a fair,1990-04-01,https://umbrella.example.com,Ms.',
].join('\r\n');

for (const device of ['desktop', 'phone'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`Map Columns' warnings on a ${device}, ${theme}`, () => {
      test.use({ ...(device === 'phone' ? PHONE : DESKTOP), reducedMotion: 'reduce' });

      test('shows them above the Import button', async ({ page }) => {
        await startInTheme(page, theme);
        await signIn(page);
        await chooseFile(page, 'connections.csv', Buffer.from(`${WARNED}\r\n`));
        const warnings = page.getByRole('list', { name: 'Before you import' });
        await expect(warnings.getByRole('listitem')).toHaveText([
          'Names will be empty: no column is mapped to First Name, Last Name or Full Name. Rows without a name are not imported.',
          '“Position” will not be imported',
          '“URL” will not be imported',
          '“Connected On” will not be imported',
          '“Notes” will not be imported',
          '“Birthday” will not be imported',
        ]);
        const importButton = page.getByRole('button', { name: 'Import Contacts' });
        const box = await warnings.boundingBox();
        expect(box!.y + box!.height).toBeLessThan((await importButton.boundingBox())!.y);
        await expectNoHorizontalOverflow(page, `Map Columns with warnings (${device}, ${theme})`);
        await importButton.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `.artifacts/screens/import-warnings-${device}-${theme}.png` });
        await page.getByRole('button', { name: 'Show 2 more columns' }).click();
        await expect(warnings.getByRole('listitem')).toHaveCount(8);
        await importButton.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `.artifacts/screens/import-warnings-${device}-${theme}-all.png` });

        if (device === 'phone' && theme === 'light') {
          // The longest language at the narrowest width.
          await page.evaluate(() => localStorage.setItem('meridian:locale', 'de'));
          await page.goto('/import');
          await expect(page.getByText('Schritt 1 von 4')).toBeVisible();
          await page.locator('input[type=file]').setInputFiles({ name: 'connections.csv', mimeType: 'text/csv', buffer: Buffer.from(`${WARNED}\r\n`) });
          await expect(page.getByText('Schritt 2 von 4')).toBeVisible();
          const german = page.getByRole('list', { name: 'Vor dem Import' });
          await expect(german.getByRole('listitem').first()).toHaveText(
            'Namen bleiben leer: Keine Spalte ist Vorname, Nachname oder Vollständiger Name zugeordnet. Zeilen ohne Namen werden nicht importiert.',
          );
          await expectNoHorizontalOverflow(page, 'Map Columns with warnings in German on a phone');
          await page.getByRole('button', { name: 'Kontakte importieren' }).scrollIntoViewIfNeeded();
          await page.screenshot({ path: '.artifacts/screens/import-warnings-phone-light-de.png' });
          await page.evaluate(() => localStorage.setItem('meridian:locale', 'en'));
        }
      });
    });
  }
}
