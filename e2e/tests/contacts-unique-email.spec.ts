// One contact per email: adding a contact whose email differs only in case from an existing
// contact's is refused at the Email field, naming that contact with a link; the link opens it.
// At desktop (1440×900) and phone (390×844) size in both themes; screenshots in
// e2e/.artifacts/screens/contact-email-taken-<device>-<theme>.png.
import { expect, test } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { startInTheme } from './support/pageChecks';
import { signIn } from './support/signIn';

const DEVICES = [
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
] as const;

for (const device of DEVICES) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`one contact per email (${device.name}, ${theme})`, () => {
      test.use(device.use);

      test('a duplicate email is refused at the field, and the link opens the contact that has it', async ({ page, request }) => {
        await startInTheme(page, theme);
        await signIn(page);
        await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
        const word = uniqueWord('Dubois');
        const email = `chloe.${word}@fabrikam.example.com`.toLowerCase();
        const existing = await (await apiAs(page, request)).post('/contacts', { first: 'Chloe', last: word, email });

        await page.getByRole('button', { name: 'Add Contact' }).click();
        const form = page.getByRole('dialog', { name: 'Create New Contact' });
        await form.getByLabel(/First Name/).fill('Chloé');
        await form.getByLabel(/Last Name/).fill(word);
        const field = form.getByLabel(/Email/);
        await field.fill(email.toUpperCase());
        await form.getByRole('button', { name: 'Create Contact' }).click();

        await expect(field).toHaveAccessibleDescription(`Chloe ${word} already has this email`);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveValue(email.toUpperCase());
        const link = form.getByRole('link', { name: `Chloe ${word}` });
        await expect(link).toBeVisible();
        await link.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `.artifacts/screens/contact-email-taken-${device.name}-${theme}.png` });

        await link.click();
        await expect(page).toHaveURL(new RegExp(`/contacts/${existing.id}$`));
        await expect(page.getByRole('heading', { name: `Chloe ${word}`, level: 1 })).toBeVisible();
        await expect(form).toBeHidden();
        const found = await (await apiAs(page, request)).get(`/contacts?search=${word}`);
        expect(found.pagination.totalCount).toBe(1);
      });
    });
  }
}
