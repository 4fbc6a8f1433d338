// The languages' cost in bench:web: each first screen's JS + CSS with German chosen (the shell,
// the kit and the section load that language's catalogues, not English's), and how long the
// Settings page takes to show every text in another language after the choice, without a reload.
import type { Browser } from '@playwright/test';
import { coldLoad, CONTACT_CARD, type ColdLoad, type Route, type StorageState } from './web-browser';
import { HOST_URL } from './web-stack';

/** The signed-in state with `locale` as the last language chosen in this browser. */
export function withLocale(state: StorageState, locale: string): StorageState {
  return {
    ...state,
    origins: state.origins.map((origin) =>
      origin.origin === HOST_URL
        ? { ...origin, localStorage: [...origin.localStorage.filter((e) => e.name !== 'meridian:locale'), { name: 'meridian:locale', value: locale }] }
        : origin,
    ),
  };
}

export async function coldLoadsIn(browser: Browser, state: StorageState, routes: Route[], locale: string): Promise<ColdLoad[]> {
  const loads: ColdLoad[] = [];
  for (const route of routes) loads.push(await coldLoad(browser, withLocale(state, locale), route));
  return loads;
}

/**
 * Milliseconds from choosing a language in Settings to its page heading in that language (the
 * catalogues of every package fetched, then every screen switched at once), each language in turn.
 */
export async function languageSwitches(browser: Browser, state: StorageState, rounds: number): Promise<{ locale: string; ms: number }[]> {
  const context = await browser.newContext({ baseURL: HOST_URL, storageState: withLocale(state, 'en') });
  const page = await context.newPage();
  // A section first, so its catalogue is one of those a switch must fetch.
  await page.goto('/contacts');
  await page.waitForSelector(CONTACT_CARD);
  await page.evaluate(() => {
    history.pushState({}, '', '/settings');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForFunction(
    () => document.querySelector('main h1') && Array.from(document.querySelectorAll('main select option')).some((o) => (o as HTMLOptionElement).value === 'de'),
  );
  const results: { locale: string; ms: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const locale of ['de', 'fr', 'es', 'en']) {
      const ms = await page.evaluate(async (next) => {
        const select = Array.from(document.querySelectorAll('main select')).find((s) =>
          Array.from((s as HTMLSelectElement).options).some((o) => o.value === 'de'),
        ) as HTMLSelectElement;
        const heading = document.querySelector('main h1')!;
        const before = heading.textContent;
        const started = performance.now();
        select.value = next;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        // No named function in here: tsx wraps those in a helper the page does not have.
        while (!(document.documentElement.lang === next && heading.textContent !== before)) {
          await new Promise((frame) => requestAnimationFrame(frame));
        }
        return performance.now() - started;
      }, locale);
      results.push({ locale, ms });
    }
  }
  // The last switch is back to English, the member's language as the benchmark found it.
  await context.close();
  return results;
}
