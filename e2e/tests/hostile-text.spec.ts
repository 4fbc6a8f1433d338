import { expect, test } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { signIn } from './support/signIn';

// Markup and script typed into any text field are data: every screen shows them as text, and
// nothing runs (the shell's Content-Security-Policy would refuse inline script anyway).
test('HTML and script in names and notes are shown as text and never run', async ({ page, request }) => {
  const word = uniqueWord('Xss');
  const payload = `<img src=x onerror="window.__pwned=1">${word}<script>window.__pwned=2</script>`;
  await signIn(page);
  const api = await apiAs(page, request);
  const { company } = await api.post('/companies', { name: `${payload} Ltd` });
  const contact = await api.post('/contacts', { first: payload, last: 'Mallory', email: `${word.toLowerCase()}@example.test`, company_id: company.id });
  await api.post(`/contacts/${contact.id}/notes`, { body: payload });

  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });

  await page.goto('/contacts');
  await page.getByPlaceholder('Search contacts by name, email, or company...').fill(word);
  const card = page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').filter({ hasText: word });
  await expect(card).toContainText(`${payload} Mallory`);
  await card.click();
  const panel = page.getByRole('dialog', { name: `${payload} Mallory` });
  await expect(panel.getByRole('list', { name: 'Notes' })).toContainText(payload);
  await expect(panel).toContainText(`${payload} Ltd`);
  await page.screenshot({ path: '.artifacts/screens/hostile-text.png' });

  await page.goto(`/companies`);
  await page.getByPlaceholder('Search companies...').fill(word);
  await expect(page.getByRole('article').filter({ hasText: word })).toContainText(`${payload} Ltd`);

  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});
