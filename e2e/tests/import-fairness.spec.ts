// One organisation's big import does not stop another's work: while the demo user's import runs
// (started through the wizard), a user of another organisation, in a browser context of their own,
// adds a contact and uploads a file to it; both succeed while the import is still running, and
// the importing user sees none of the import's rows until it has finished.
import { expect, test } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { OTHER } from './support/env';
import { generateImport } from './support/importFile';
import { signIn } from './support/signIn';

const ROWS = 350_000; // long enough (about 15 s here) for the other organisation's clicks

test('another organisation adds a contact and uploads a file while an import runs', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  await signIn(page);
  const api = await apiAs(page, request);
  const word = uniqueWord('Fair');
  const existing = (await api.get('/contacts?limit=1')).contacts[0].email as string;
  const file = generateImport(ROWS, word, existing.toUpperCase());
  const listedBefore = (await api.get('/contacts?limit=1')).pagination.totalCount as number;

  await page.goto('/import');
  await page.locator('input[type=file]').setInputFiles({ name: `fair-${word}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file.csv) });
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Import Contacts' }).click();
  await expect(page.getByText('The file is uploaded: the import continues on the server even if you close this page.')).toBeVisible({
    timeout: 60_000,
  });

  // The other organisation, in its own browser context.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, OTHER);
  const last = uniqueWord('Meanwhile');
  await other.getByRole('button', { name: 'Add Contact' }).click();
  const form = other.getByRole('dialog', { name: 'Create New Contact' });
  await form.getByLabel(/First Name/).fill('Olga');
  await form.getByLabel(/Last Name/).fill(last);
  await form.getByLabel(/Email/).fill(`olga.${last}@globex.test`.toLowerCase());
  await form.getByRole('button', { name: 'Create Contact' }).click();
  await expect(form).toBeHidden();
  await other
    .getByRole('list', { name: 'Contacts' })
    .getByRole('listitem')
    .filter({ hasText: `Olga ${last}` })
    .click();
  await other
    .getByRole('dialog', { name: `Olga ${last}` })
    .getByRole('button', { name: 'View Full Contact' })
    .click();
  await other.getByRole('tab', { name: /Files/ }).click();
  await other.locator('input[type=file]').setInputFiles({ name: 'during-import.txt', mimeType: 'text/plain', buffer: Buffer.from(`Uploaded by ${last}\n`) });
  // Saved, not shown as a failed upload to retry.
  await expect(other.getByRole('heading', { name: 'Files (1)' })).toBeVisible();
  await expect(other.getByText(/Upload failed/)).toHaveCount(0);
  await other.screenshot({ path: '.artifacts/screens/import-fairness-other-org.png' });

  // Both happened while the import ran: the file was saved before the job finished (server clock).
  const otherApi = await apiAs(other, request);
  const [made] = (await otherApi.get(`/contacts?limit=1&search=${last}`)).contacts as { id: string }[];
  const [saved] = (await otherApi.get(`/contacts/${made!.id}/attachments`)).attachments as { uploaded_at: string }[];
  const [job] = (await api.get('/imports?limit=1')).imports as { status: string; finishedAt: string | null }[];
  if (job!.status === 'running') expect((await api.get('/contacts?limit=1')).pagination.totalCount).toBe(listedBefore); // none of its rows yet
  await context.close();

  await expect(page.getByText('Import Complete')).toBeVisible({ timeout: 240_000 });
  await page.screenshot({ path: '.artifacts/screens/import-fairness-done.png', fullPage: true });
  expect((await api.get('/contacts?limit=1')).pagination.totalCount).toBe(listedBefore + file.imported.length);
  const [finished] = (await api.get('/imports?limit=1')).imports as { finishedAt: string }[];
  expect(Date.parse(saved!.uploaded_at)).toBeLessThan(Date.parse(finished!.finishedAt));
});
