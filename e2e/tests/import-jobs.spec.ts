// Import as a durable job, as a user meets it with a file from another tool: a 20,000-row
// Windows-1252 export with lines above its header, imported with "Update existing contacts"; the
// tab is closed once the file is uploaded, the import page opened again, the import finishes in
// Recent imports, and its error report is downloaded and checked. Screenshots in both themes.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { apiAs, uniqueWord } from './support/api';
import { signIn } from './support/signIn';

const ROWS = 20_000;
const PREAMBLE = ['Exported from Acmé CRM - contacts', 'Generated 25/11/2026', ''];
const HEADER = ['First Name', 'Last Name', 'Email Address', 'Company', 'Tags'];
/** The first data record's spreadsheet row: the preamble's lines, then the header. */
const FIRST_ROW = PREAMBLE.length + 2;

interface CheckedFile {
  bytes: Buffer;
  /** Spreadsheet row → the reason the import must give. */
  failures: Map<number, RegExp>;
  imported: number;
  updatedEmails: string[];
}

/** Latin-1 bytes (the same as Windows-1252 for every character used here), `;`-separated. */
function windows1252File(word: string, existing: string[]): CheckedFile {
  const lines: string[][] = [];
  const failures = new Map<number, RegExp>();
  let imported = 0;
  for (let i = 0; i < ROWS; i += 1) {
    const row = FIRST_ROW + i;
    if (i < existing.length) {
      lines.push(['', '', existing[i]!, '', `e2e-updated, ${word}`]); // only tags: merged into the contact's
    } else if (i % 1000 === 17) {
      lines.push([`Björn${i}`, word, `not-an-email-${i}`, 'Ångström AB', '']);
      failures.set(row, /valid email address/i);
    } else {
      lines.push([`Björn${i}`, word, `bjorn${i}.${word}@example.com`.toLowerCase(), `Société ${i % 30} ${word}`, 'e2e']);
      imported += 1;
    }
  }
  const text = `${PREAMBLE.join('\r\n')}\r\n${Papa.unparse([HEADER, ...lines], { delimiter: ';', newline: '\r\n' })}\r\n`;
  return { bytes: Buffer.from(text, 'latin1'), failures, imported, updatedEmails: existing };
}

async function setTheme(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((m) => localStorage.setItem('meridian:theme', JSON.stringify({ state: { mode: m }, version: 0 })), mode);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

async function chooseFile(page: Page, name: string, bytes: Buffer) {
  await page.goto('/import');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: bytes });
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
}

test.describe('import jobs', () => {
  test('a Windows-1252 file with a preamble, updating existing contacts, survives closing the tab and ends in Recent imports', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const api = await apiAs(page, request);
    const word = uniqueWord('Job');
    const existing = (await api.get('/contacts?limit=3&sort_by=created_at&sort_order=asc')).contacts as { id: string; email: string; tags: string | null }[];
    const file = windows1252File(
      word,
      existing.map((c) => c.email.toUpperCase()),
    );
    const fileName = `legacy-${word}.csv`;

    // Map Columns: the encoding, the delimiter and the header row below the preamble are found.
    await chooseFile(page, fileName, file.bytes);
    await expect(page.getByLabel('Encoding')).toHaveValue('windows-1252');
    await expect(page.getByLabel('Delimiter')).toHaveValue(';');
    await expect(page.getByLabel('Header row')).toHaveValue(String(PREAMBLE.length + 1));
    await expect(page.getByRole('combobox', { name: 'Maps To for First Name' })).toHaveValue('first');
    await expect(page.getByRole('combobox', { name: 'Maps To for Email Address' })).toHaveValue('email');
    await expect(page.getByRole('combobox', { name: 'Maps To for Tags' })).toHaveValue('tags');
    await expect(page.getByText('Björn3 · Björn4')).toBeVisible(); // the sample decodes as the user's spreadsheet shows it
    await page.getByLabel('Update existing contacts').check();
    await page.screenshot({ path: '.artifacts/screens/import-job-map-light.png', fullPage: true });

    // Import, then close the tab as soon as the file is on the server.
    await page.getByRole('button', { name: 'Import Contacts' }).click();
    await expect(page.getByText('The file is uploaded: the import continues on the server even if you close this page.')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: '.artifacts/screens/import-job-running-light.png' });
    await page.close();

    // Opened again: the import is still running (shown with its progress) or already done; either
    // way it ends in Recent imports with its counts.
    const again = await context.newPage();
    await again.goto('/import');
    const recent = again.getByRole('region', { name: 'Recent imports' });
    const row = recent.getByRole('row').filter({ hasText: fileName });
    await expect(row.getByText('Completed')).toBeVisible({ timeout: 120_000 });
    await expect(row).toContainText(`${file.imported.toLocaleString('en-US')} / ${file.updatedEmails.length} / ${file.failures.size}`);
    await again.screenshot({ path: '.artifacts/screens/import-job-recent-light.png', fullPage: true });

    // The error report: every failed row with its spreadsheet row, its reason and its cells.
    const downloading = again.waitForEvent('download');
    await row.getByRole('button', { name: `Download error report of ${fileName}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`legacy-${word}-errors.csv`);
    // In the file's own delimiter, with a byte order mark: a German Excel opens it in columns, accents intact.
    const reportText = readFileSync((await download.path())!, 'utf8');
    expect(reportText.startsWith('\uFEFFrow;error;First Name;')).toBe(true);
    const report = Papa.parse<string[]>(reportText, { skipEmptyLines: true }).data;
    expect(report[0]).toEqual(['row', 'error', ...HEADER]);
    expect(report.slice(1).map((r) => Number(r[0]))).toEqual([...file.failures.keys()]);
    for (const [rowNumber, reason, first, , email] of report.slice(1)) {
      expect(reason).toMatch(file.failures.get(Number(rowNumber))!);
      expect(first).toBe(`Björn${Number(rowNumber) - FIRST_ROW}`);
      expect(email).toBe(`not-an-email-${Number(rowNumber) - FIRST_ROW}`);
    }

    // What was stored: accents exactly, and the existing contacts updated (tags merged, nothing else touched).
    const found = await api.get(`/contacts?limit=100&search=${encodeURIComponent(`Björn100 ${word}`)}`);
    expect(found.contacts.map((c: { first: string; company: string }) => [c.first, c.company])).toContainEqual(['Björn100', `Société 10 ${word}`]);
    for (const before of existing) {
      const after = await api.get(`/contacts/${before.id}`);
      expect(after.tags).toBe([before.tags, 'e2e-updated', word].filter(Boolean).join(', '));
    }

    // The same screens in the dark theme.
    await setTheme(again, 'dark');
    await expect(again.getByRole('region', { name: 'Recent imports' }).getByRole('row').filter({ hasText: fileName })).toBeVisible();
    await again.screenshot({ path: '.artifacts/screens/import-job-recent-dark.png', fullPage: true });
    await chooseFile(again, fileName, file.bytes);
    await again.getByLabel('Update existing contacts').check();
    await again.screenshot({ path: '.artifacts/screens/import-job-map-dark.png', fullPage: true });
    await again.getByRole('button', { name: 'Import Contacts' }).click();
    await expect(again.getByText('Import Complete')).toBeVisible({ timeout: 120_000 });
    // Everything is there already: nothing new, nothing changed.
    await expect(again.locator('dl > div').filter({ hasText: 'Unchanged' }).locator('dd')).toHaveText(
      (file.imported + file.updatedEmails.length).toLocaleString('en-US'),
    );
    await again.screenshot({ path: '.artifacts/screens/import-job-results-dark.png', fullPage: true });
    await setTheme(again, 'light');
  });
});
