import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { longPress } from './support/gestures';
import { signIn } from './support/signIn';

const SEARCH = 'Search contacts by name, email, or company...';

async function search(page: Page, text: string) {
  await page.getByPlaceholder(SEARCH).fill(text);
}

test.describe('contacts', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  });

  test('create, find, notes, files, edit and delete one contact', async ({ page }) => {
    const word = uniqueWord('Zed');
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Contact' });
    const create = form.getByRole('button', { name: 'Create Contact' });
    await form.getByLabel(/First Name/).fill('Grace');
    await form.getByLabel(/Last Name/).fill(word);
    await expect(create).toBeDisabled();
    await form.getByLabel(/Email/).fill(`grace.${word}@example.com`.toLowerCase());
    await form.getByLabel('Phone').fill('+1 555 0100');
    await create.click();
    await expect(form).toBeHidden();

    await search(page, word);
    const card = page
      .getByRole('list', { name: 'Contacts' })
      .getByRole('listitem')
      .filter({ hasText: `Grace ${word}` });
    await expect(card).toHaveCount(1);
    await expect(page.getByText('Showing 1 of 1 contacts')).toBeVisible();
    await page.screenshot({ path: '.artifacts/screens/contacts-search.png' });

    // Quick view: two notes added, one deleted.
    await card.click();
    const panel = page.getByRole('dialog', { name: `Grace ${word}` });
    await expect(panel).toBeVisible();
    // Looked for in the list: until the save lands, the text is also in the note box.
    const notes = panel.getByRole('list', { name: 'Notes' });
    for (const note of ['First call booked', 'Sent the proposal']) {
      await panel.getByPlaceholder(/note/i).fill(note);
      await panel.getByRole('button', { name: 'Add Note' }).click();
      await expect(notes.getByText(note)).toBeVisible();
      await expect(panel.getByPlaceholder(/note/i)).toHaveValue('');
    }
    await panel
      .getByRole('button', { name: /Delete note/ })
      .first()
      .click();
    await expect(notes.getByText('Sent the proposal')).toBeHidden();
    await expect(notes.getByText('First call booked')).toBeVisible();
    await page.screenshot({ path: '.artifacts/screens/contact-quick-view.png' });
    await panel.getByRole('button', { name: 'View Full Contact' }).click();

    // Detail: two files uploaded in one go, one downloaded byte for byte.
    await expect(page.getByRole('heading', { name: `Grace ${word}`, level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: /Files/ }).click();
    const files = [
      { name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from(`Brief for ${word}\n`) },
      { name: 'logo.bin', mimeType: 'application/octet-stream', buffer: Buffer.from([0, 1, 2, 250, 255, 10, 13]) },
    ];
    await page.locator('input[type=file]').setInputFiles(files);
    await expect(page.getByText('brief.txt')).toBeVisible();
    await expect(page.getByText('logo.bin')).toBeVisible();
    await expect(page.getByText('7 Bytes')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'logo.bin' })
      .getByRole('button', { name: /Download/ })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('logo.bin');
    expect(readFileSync((await download.path())!)).toEqual(files[1]!.buffer);
    await page.screenshot({ path: '.artifacts/screens/contact-files.png' });

    // Edit keeps the rest; the header shows the change.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Contact' });
    await edit.getByLabel('Phone').fill('+1 555 0199');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('+1 555 0199').first()).toBeVisible();

    // Delete from the detail page, with the exact confirmation.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this contact? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await search(page, word);
    await expect(page.getByText('No contacts found')).toBeVisible();
  });

  test('long-press multi-select deletes three contacts and Undo brings them back with their notes', async ({ page, request }) => {
    const word = uniqueWord('Bulk');
    const api = await apiAs(page, request);
    for (const first of ['Ann', 'Ben', 'Cal']) {
      const contact = await api.post('/contacts', { first, last: word, email: `${first}.${word}@example.com`.toLowerCase() });
      await api.post(`/contacts/${contact.id}/notes`, { body: `Note for ${first}` });
    }
    await page.reload();
    await search(page, word);
    const cards = page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').filter({ hasText: word });
    // The search is debounced: wait for the list to settle before pressing where a card is.
    await expect(page.getByText('Showing 3 of 3 contacts')).toBeVisible();

    await longPress(page, cards.nth(0));
    await expect(page.getByText('1 of 3 selected')).toBeVisible();
    await cards.nth(1).click();
    await cards.nth(2).click();
    await expect(page.getByText('3 of 3 selected')).toBeVisible();
    await page.screenshot({ path: '.artifacts/screens/contacts-multi-select.png' });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Deleted 3 contact(s)')).toBeVisible();
    await expect(cards).toHaveCount(0);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Restored 3 contact(s)')).toBeVisible();
    await expect(cards).toHaveCount(3);
    await cards.filter({ hasText: 'Ben' }).click();
    await expect(page.getByRole('dialog', { name: `Ben ${word}` }).getByText('Note for Ben')).toBeVisible();
  });
});
