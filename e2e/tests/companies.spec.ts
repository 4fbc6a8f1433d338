import { expect, test } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { longPress } from './support/gestures';
import { signIn } from './support/signIn';

test.describe('companies', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Companies' }).click();
    await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  });

  test('the form refuses a bad email and website, then creates the company with a bare domain as its website', async ({ page }) => {
    const name = uniqueWord('Form Co ');
    await page.getByRole('button', { name: 'Add Company' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Company' });
    await form.getByLabel(/Company Name/).fill(name);
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Website').fill('not a site');
    await form.getByRole('button', { name: 'Create Company' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please enter a valid URL (starting with http:// or https://)')).toBeVisible();
    await page.screenshot({ path: '.artifacts/screens/company-form-errors.png' });

    await form.getByLabel('Email').fill('sales@formco.example.com');
    await expect(form.getByText('Please enter a valid email address')).toBeHidden();
    await form.getByLabel('Website').fill('formco.example.com');
    await form.getByLabel('Industry').selectOption('Consulting');
    await form.getByRole('button', { name: 'Create Company' }).click();
    await expect(form).toBeHidden();
    await page.getByPlaceholder('Search companies...').fill(name);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toContainText('Consulting');
    await expect(card.getByRole('link', { name: /formco\.example\.com/ })).toHaveAttribute('href', 'https://formco.example.com');
  });

  test('pages through 45 companies, searches, and bulk deletes with Undo', async ({ page, request }) => {
    const word = uniqueWord('Paged');
    const api = await apiAs(page, request);
    for (let i = 1; i <= 45; i++) {
      await api.post('/companies', { name: `${word} ${String(i).padStart(2, '0')}`, industry: 'Technology' });
    }
    await page.getByPlaceholder('Search companies...').fill(word);
    await expect(page.getByText('45 companies')).toBeVisible();
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    const cards = page.getByRole('article').filter({ hasText: word });
    await expect(cards).toHaveCount(20);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(cards).toHaveCount(5);
    await page.screenshot({ path: '.artifacts/screens/companies-page-3.png' });
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();

    await page.getByPlaceholder('Search companies...').fill(`${word} 07`);
    await expect(cards).toHaveCount(1);
    await expect(page.getByText('Page 1 of')).toBeHidden();

    // Back to the earlier search: it starts again on page 1, not the page it was left on.
    await page.getByPlaceholder('Search companies...').fill(word);
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await expect(cards).toHaveCount(20);
    await longPress(page, cards.nth(0));
    await cards.nth(1).click();
    await cards.nth(2).click();
    await expect(page.getByText(/^3 of \d+ selected$/)).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(/Deleted 3 compan/)).toBeVisible();
    await expect(page.getByText('42 companies')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(/Restored 3 compan/)).toBeVisible();
    await expect(page.getByText('45 companies')).toBeVisible();
  });

  test('a company created from inside the contact form, then View Contacts lands on the filtered list', async ({ page }) => {
    const company = uniqueWord('Inline Co ');
    const last = uniqueWord('Linked');
    await page.getByRole('navigation').getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Contact' });
    await form.getByLabel(/First Name/).fill('Iris');
    await form.getByLabel(/Last Name/).fill(last);
    await form.getByLabel(/Email/).fill(`iris.${last}@example.com`.toLowerCase());
    await form.getByLabel('Company').selectOption({ label: '+ Create new company' });
    const companyForm = page.getByRole('dialog', { name: 'Add New Company' });
    await companyForm.getByLabel(/Company Name/).fill(company);
    await companyForm.getByRole('button', { name: 'Create Company' }).click();
    await expect(companyForm).toBeHidden();
    await expect(form.getByLabel('Company').locator('option:checked')).toHaveText(company);
    await page.screenshot({ path: '.artifacts/screens/contact-form-new-company.png' });
    await form.getByRole('button', { name: 'Create Contact' }).click();
    await expect(form).toBeHidden();

    await page.getByRole('navigation').getByRole('link', { name: 'Companies' }).click();
    await page.getByPlaceholder('Search companies...').fill(company);
    const card = page.getByRole('article').filter({ hasText: company });
    await card.getByRole('button', { name: 'View Contacts (1)' }).click();
    await expect(page).toHaveURL(/\/contacts\?company_id=.+&company_name=/);
    await expect(page.getByText(`Filtered by ${company}`)).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Contacts' })
        .getByRole('listitem')
        .filter({ hasText: `Iris ${last}` }),
    ).toBeVisible();
    await expect(page.getByText('1 contact', { exact: true })).toBeVisible();
    await page.screenshot({ path: '.artifacts/screens/contacts-filtered.png' });
  });
});
