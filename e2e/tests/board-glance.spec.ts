// The board read at a glance, at 1440×900 beside the open sidebar and on a 390×844 phone, in both
// themes: a card shows its whole name on one line, most of its email, its next step, value, close
// date and owner; an overdue close date is a pill, not an underline; axe finds nothing serious.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { expectNoSeriousAxeViolations, saveScreen } from './support/pageChecks';
import { signIn } from './support/signIn';

const DEVICES = [
  { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
] as const;

async function inTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((m) => localStorage.setItem('meridian:theme', JSON.stringify({ state: { mode: m }, version: 0 })), mode);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

for (const device of DEVICES) {
  test.describe(`the board at a glance on a ${device.name}`, () => {
    test.use({ ...device.use, reducedMotion: 'reduce' });

    test('a card shows its whole name, its email, next step and deal; an overdue date is a pill', async ({ page, request }) => {
      test.setTimeout(90_000); // two themes, each a reload and an axe pass
      await signIn(page);
      const word = uniqueWord('Glance');
      const name = 'Alexandra Fitzgerald';
      const email = `alexandra.fitzgerald.${word}@example.com`.toLowerCase();
      const api = await apiAs(page, request);
      const contact = await api.post('/contacts', { first: 'Alexandra', last: 'Fitzgerald', email });
      const { pipelines } = await api.get('/pipeline');
      const pipeline = pipelines.find((p: { name: string }) => /default/i.test(p.name)) ?? pipelines[0];
      // A deal given with the entry is the caller's.
      await api.post(`/pipeline/${contact.id}/add`, {
        deal: { value: '48250.00', currency: 'USD', close_date: '2020-01-15', next_step: 'Send the revised proposal' },
      });

      await page.goto(`/pipeline/${pipeline.id}`);
      const card = page.locator(`[data-contact-id="${contact.id}"]`);
      await expect(card).toBeVisible();
      if (device.name === 'desktop') {
        await expect(page.getByRole('complementary', { name: 'Main navigation' }).getByRole('link', { name: 'Companies' })).toBeInViewport();
      }
      const nameButton = card.getByRole('button', { name, exact: true });
      const fit = await nameButton.evaluate((el) => ({ height: el.getBoundingClientRect().height, cut: el.scrollWidth > el.clientWidth }));
      expect(fit, 'the whole name on one line').toEqual({ height: expect.any(Number), cut: false });
      expect(fit.height, 'one line of 20 px').toBeLessThan(26);
      const emailWidth = await card.getByText(email).evaluate((el) => el.getBoundingClientRect().width);
      expect(emailWidth, 'the email shows most of itself').toBeGreaterThan(150);
      await expect(card.getByTitle('Next step: Send the revised proposal')).toBeVisible();
      const overdue = card.locator('[data-overdue]');
      await expect(overdue).toBeVisible();
      expect(await overdue.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
      await expect(card.getByRole('img', { name: 'Owner: Dana Demo' })).toBeVisible();

      for (const theme of ['light', 'dark'] as const) {
        await inTheme(page, theme);
        await expect(card).toBeVisible();
        await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
        await saveScreen(page, `board-glance-${device.name}-${theme}`);
        await expectNoSeriousAxeViolations(page, `board ${device.name} ${theme}`, `board-glance-${device.name}-${theme}`);
      }
    });
  });
}
