import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { OTHER } from './support/env';
import { csvRows, generateImport } from './support/importFile';
import { signIn } from './support/signIn';

const ROWS = 20_000;

async function downloadText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
}

async function importFile(page: Page, name: string, csv: string) {
  await page.goto('/import');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
}

/** The template's columns; an export writes '+1 …' as "'+1 …" and the import reads it back. */
const key = (row: string[]) => row.slice(0, 6).join('\u0001');

test.describe('CSV import and export', () => {
  test('imports 20,000 rows with duplicates and bad rows, reports them, exports, and round-trips into another organisation', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const word = uniqueWord('Imp');
    const api = await apiAs(page, request);
    const existing = (await api.get('/contacts?limit=1')).contacts[0].email as string;
    const file = generateImport(ROWS, word, existing.toUpperCase());

    await page.getByRole('button', { name: 'Import CSV' }).click();
    await expect(page).toHaveURL(/\/import$/);
    const template = await downloadText(page, () => page.getByRole('button', { name: 'Download CSV Template' }).click());
    expect(template.name).toBe('contacts_template.csv');
    expect(template.text.split(/\r?\n/)[0]).toBe('first,last,email,phone,company,tags');
    await page.screenshot({ path: '.artifacts/screens/import-upload.png' });

    await importFile(page, 'e2e-import.csv', file.csv);
    await expect(page.getByText(/rows detected in/)).toHaveText(`${ROWS.toLocaleString('en-US')} rows detected in e2e-import.csv`);
    const mapsTo = (header: string) => page.getByRole('combobox', { name: `Maps To for ${header}` });
    await expect(mapsTo('Given name')).toHaveValue('first');
    await expect(mapsTo('Surname')).toHaveValue('last');
    await expect(mapsTo('E-mail Address')).toHaveValue('email');
    await expect(mapsTo('Mobile')).toHaveValue('phone');
    await expect(mapsTo('Organization')).toHaveValue('company');
    await expect(mapsTo('Labels')).toHaveValue('tags');
    await expect(mapsTo('Notes')).toHaveValue('skip');
    await page.screenshot({ path: '.artifacts/screens/import-map.png', fullPage: true });

    await page.getByRole('button', { name: 'Import Contacts' }).click();
    await expect(page.getByText(`Processing ${ROWS.toLocaleString('en-US')} contacts...`)).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await page.screenshot({ path: '.artifacts/screens/import-running.png' });
    await expect(page.getByText('Import Complete')).toBeVisible({ timeout: 120_000 });
    await page.screenshot({ path: '.artifacts/screens/import-results.png', fullPage: true });

    const stat = (label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd');
    await expect(stat('Contacts Imported')).toHaveText(file.imported.length.toLocaleString('en-US'));
    await expect(stat('Companies Created')).toHaveText(String(file.companies.size));
    await expect(stat('Failed')).toHaveText(file.failures.size.toLocaleString('en-US'));
    await expect(page.getByText(`... and ${file.failures.size - 10} more errors`)).toBeVisible();
    const listed = await page.getByRole('region', { name: 'Errors' }).getByRole('listitem').allTextContents();
    expect(listed).toHaveLength(11);
    for (const item of listed.slice(0, 10)) {
      const [, row, reason] = /^Row (\d+): (.+)$/.exec(item)!;
      expect(reason).toMatch(file.failures.get(Number(row))!);
    }

    // The error report: every failed row (its spreadsheet row), its reason and its original cells.
    const report = await downloadText(page, () => page.getByRole('button', { name: 'Download error report', exact: true }).click());
    expect(report.name).toBe('e2e-import-errors.csv');
    const reported = csvRows(report.text);
    expect(reported.map((r) => Number(r[0]))).toEqual([...file.failures.keys()].sort((a, b) => a - b));
    for (const [row, reason, , , email] of reported) {
      expect(reason).toMatch(file.failures.get(Number(row))!);
      expect(email).toBeDefined();
    }

    // The same file again imports nothing: every row with an email is now a duplicate.
    const again = await api.post('/import-export/execute', {
      csvData: file.csv,
      columnMapping: { 'Given name': 'first', Surname: 'last', 'E-mail Address': 'email', Organization: 'company' },
      delimiter: ',',
      createCompanies: true,
    });
    expect(again.data).toMatchObject({ imported: 0, companiesCreated: 0 });

    await page.getByRole('button', { name: 'View Contacts' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await page.getByPlaceholder('Search contacts by name, email, or company...').fill(word);
    // Past 10,000 matches the list stops counting ('10,000+') until a page reaches past them; then the count is exact.
    expect(file.imported.length).toBeGreaterThan(10_000);
    await expect(page.getByText('10,000+ contacts', { exact: true })).toBeVisible();
    const pastTheCap = (await api.get(`/contacts?search=${word}&page=201&limit=50`)).pagination;
    expect(pastTheCap).toMatchObject({ totalCount: file.imported.length });
    expect(pastTheCap.totalCountCapped).toBeUndefined();

    // Export: every imported row is there, exactly.
    const exported = await downloadText(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(exported.name).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    // A UTF-8 byte order mark first, so Excel reads the accents right.
    expect(exported.text.split('\r\n')[0]).toBe('\uFEFFfirst,last,email,phone,company,tags');
    const ours = csvRows(exported.text).filter((r) => r[1] === word);
    expect(ours.map((r) => key(r)).sort()).toEqual(file.imported.map((r) => key([r[0], r[1], r[2], r[3] ? `'${r[3]}` : '', r[4], r[5]])).sort());

    // Into another organisation through its own browser session: the same contacts come out.
    const other = await browser.newPage();
    await signIn(other, OTHER);
    await importFile(other, exported.name, exported.text);
    await other.getByRole('button', { name: 'Import Contacts' }).click();
    await expect(other.getByText('Import Complete')).toBeVisible({ timeout: 120_000 });
    const again2 = await downloadText(other, async () => {
      await other.goto('/contacts');
      await other.getByRole('button', { name: 'Export CSV' }).click();
    });
    const theirs = csvRows(again2.text).filter((r) => r[1] === word);
    expect(theirs.map(key).sort()).toEqual(ours.map(key).sort());
    await other.close();
  });
});
