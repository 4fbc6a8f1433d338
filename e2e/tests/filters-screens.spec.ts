// The filter chips, a field's editor and the view bar on the contacts page at phone and desktop
// size in both themes (phone in German, the longest language): no sideways scroll, no serious axe
// finding, and a screenshot of each to look at.
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, saveScreen, startInTheme } from './support/pageChecks';
import { signIn } from './support/signIn';

const SIZES = [
  { name: 'phone', locale: 'de', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
  { name: 'desktop', locale: 'en', use: { viewport: { width: 1440, height: 900 } } },
] as const;

const WORDS = {
  en: { heading: 'Contacts', add: 'Add filter', tags: 'Tags', apply: 'Apply', filters: 'Filters', owner: 'Owner', me: 'Me' },
  de: { heading: 'Kontakte', add: 'Filter hinzufügen', tags: 'Tags', apply: 'Anwenden', filters: 'Filter', owner: 'Inhaber', me: 'Ich' },
} as const;

async function addFilter(page: Page, words: (typeof WORDS)[keyof typeof WORDS], field: string) {
  await page.getByRole('group', { name: words.filters, exact: true }).getByRole('button', { name: words.add }).click();
  await page.getByRole('menuitem', { name: field, exact: true }).click();
  return page.getByRole('dialog', { name: field });
}

for (const size of SIZES) {
  test.describe(`filters on a ${size.name}`, () => {
    test.use({ ...size.use, reducedMotion: 'reduce' });
    for (const theme of ['light', 'dark'] as const) {
      test(`${theme} theme`, async ({ page }) => {
        const words = WORDS[size.locale];
        const label = `filters-${size.name}-${theme}`;
        await startInTheme(page, theme);
        await signIn(page);
        // This browser's language (the member keeps none on the server): German after a reload.
        await page.evaluate((locale) => localStorage.setItem('meridian:locale', locale), size.locale);
        await page.reload();
        await expect(page.getByRole('heading', { name: words.heading, level: 1 })).toBeVisible();

        let editor = await addFilter(page, words, words.owner);
        await editor.getByRole('combobox').selectOption({ label: words.me });
        await editor.getByRole('button', { name: words.apply }).click();
        editor = await addFilter(page, words, words.tags);
        await editor.getByRole('textbox').fill('vip, neukunde, messe-2026');
        await expectNoHorizontalOverflow(page, `${label} editor`);
        await saveScreen(page, `${label}-editor`);
        await expectNoSeriousAxeViolations(page, `${label} editor`, `${label}-editor`);
        await editor.getByRole('button', { name: words.apply }).click();
        await expect(page.getByRole('button', { name: new RegExp(`${words.tags}: `) }).first()).toBeVisible();
        await expectNoHorizontalOverflow(page, `${label} chips`);
        await saveScreen(page, `${label}-chips`);
        await expectNoSeriousAxeViolations(page, `${label} chips`, `${label}-chips`);
      });
    }
  });
}
