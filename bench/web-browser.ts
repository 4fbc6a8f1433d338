// What the web benchmark measures in the system Chromium (driven by the e2e suite's Playwright):
// a cold load's transfer and time to the first card, which copies of the shared libraries were
// fetched, and frame times while scrolling a long list.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from '../e2e/tests/support/signIn';
import { API_URL, DEMO, HOST_URL, REMOTE_ORIGINS } from './web-stack';

export { chromium };

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface Route {
  path: string;
  /** The first screen is there when this matches: a card, the upload step, a heading. */
  ready: string;
  /** And, when given, when one match's text is this (e.g. the contact's name in the page's h1). */
  text?: string;
  /** How the tables name the route (a pattern rather than one contact's id). */
  label?: string;
}

/** A contact card (or row): a list item with its place in the 'Contacts' list. */
export const CONTACT_CARD = '[role=listitem][aria-posinset]';

export const ROUTES: Route[] = [
  { path: '/contacts', ready: CONTACT_CARD },
  { path: '/companies', ready: '[role=article]' },
  { path: '/pipeline', ready: '[data-contact-id]' },
  { path: '/import', ready: 'input[type=file]' },
  { path: '/my-work', ready: '[data-section=overdue][data-loaded]' },
  // Its first chart's bars drawn: the API's figures and Recharts (loaded on first use) both in.
  { path: '/dashboard', ready: '[data-chart=stages] .recharts-bar-rectangle' },
];

/** A contact's detail page, ready when its h1 shows the contact's name (docs/PRODUCT.md §2 Contact detail). */
export function contactDetailRoute(id: string, name: string): Route {
  return { path: `/contacts/${id}`, ready: 'h1', text: name, label: '/contacts/:id' };
}

/** The libraries that must be fetched once, whichever front end asks first. */
export const SINGLETONS = ['react', 'react-dom', 'styled-components', 'swr', 'zustand', '@meridian/shared'];

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in through the popup, as a user would; the session (local storage) for later contexts. */
export async function signedInSession(browser: Browser): Promise<{ state: StorageState; accessToken: string }> {
  const context = await browser.newContext({ baseURL: HOST_URL });
  const page = await context.newPage();
  await signIn(page, DEMO);
  await page.waitForFunction(() => localStorage.getItem('meridian:tokens'));
  const accessToken = await page.evaluate(() => JSON.parse(localStorage.getItem('meridian:tokens')!).accessToken as string);
  const state = await context.storageState();
  await context.close();
  return { state, accessToken };
}

/** Records when `ready` first matches (with `text`, when given), from navigation start (performance.now()). */
async function watchFor(page: Page, { ready, text }: Route): Promise<void> {
  await page.addInitScript(
    ({ css, text }) => {
      const w = window as unknown as { __readyAt?: number };
      // No named function in here: tsx wraps those in a helper the page does not have.
      new MutationObserver((_, observer) => {
        const matches = Array.from(document.querySelectorAll(css));
        if (!matches.some((el) => text === null || el.textContent === text)) return;
        w.__readyAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    { css: ready, text: text ?? null },
  );
}

export interface ColdLoad {
  route: string;
  /** Bytes on the wire (gzip where served so) of JavaScript and CSS, until the network is idle. */
  jsCssBytes: number;
  /** JavaScript and CSS files. */
  requests: number;
  /** Calls to the API (its CORS preflights not counted), and every request of the page. */
  apiRequests: number;
  allRequests: number;
  readyMs: number;
  files: { url: string; bytes: number; encoding: string }[];
}

/** A first visit with an empty cache (a new context), already signed in. */
export async function coldLoad(browser: Browser, state: StorageState, route: Route): Promise<ColdLoad> {
  const context = await browser.newContext({ baseURL: HOST_URL, storageState: state });
  const page = await context.newPage();
  const responses: import('@playwright/test').Response[] = [];
  let apiRequests = 0;
  let allRequests = 0;
  page.on('request', (r) => {
    allRequests++;
    if (r.url().startsWith(API_URL) && r.method() !== 'OPTIONS') apiRequests++;
  });
  page.on('response', (r) => {
    if (['script', 'stylesheet'].includes(r.request().resourceType())) responses.push(r);
  });
  await watchFor(page, route);
  await page.goto(route.path);
  await page
    .waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt, undefined, { timeout: 30_000 })
    .catch(async (error: Error) => {
      const shot = `/tmp/bench-web-${Date.now()}.png`;
      await page.screenshot({ path: shot });
      throw new Error(`${route.path}: ${route.ready}${route.text ? ` "${route.text}"` : ''} never showed (${shot}): ${error.message}`);
    });
  await page.waitForLoadState('networkidle');
  const readyMs = await page.evaluate(() => (window as unknown as { __readyAt: number }).__readyAt);
  const files = [];
  for (const r of responses) {
    files.push({ url: r.url(), bytes: (await r.request().sizes()).responseBodySize, encoding: (await r.headerValue('content-encoding')) ?? '' });
  }
  await context.close();
  const jsCssBytes = files.reduce((sum, f) => sum + f.bytes, 0);
  return { route: route.label ?? route.path, jsCssBytes, requests: responses.length, apiRequests, allRequests, readyMs, files };
}

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export interface SingletonCheck {
  name: string;
  /** The front ends whose copy was fetched (one, for a singleton working as it should). */
  fetchedFrom: string[];
  /** Chunk URLs of it fetched more than once. */
  repeated: string[];
}

/**
 * Visits every route in one page (client-side navigation, as the sidebar does) and reports, for
 * each shared library, whose copy of it the browser fetched: the chunks each front end's
 * mf-manifest.json lists for that library are matched against the scripts requested.
 */
export async function singletonChecks(browser: Browser, state: StorageState): Promise<SingletonCheck[]> {
  const context = await browser.newContext({ baseURL: HOST_URL, storageState: state });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') fetched.push(r.url());
  });
  await page.goto(ROUTES[0]!.path);
  await page.waitForSelector(ROUTES[0]!.ready, { state: 'attached' });
  for (const route of ROUTES.slice(1)) {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route.path);
    await page.waitForSelector(route.ready, { state: 'attached' });
  }
  await page.waitForLoadState('networkidle');
  await context.close();

  const origins = [HOST_URL, ...REMOTE_ORIGINS];
  const manifests = await Promise.all(origins.map(async (origin) => (await (await fetch(`${origin}/mf-manifest.json`)).json()) as Manifest));
  // Each entry point (react-dom, react-dom/client, @meridian/shared/ui...) is its own shared module.
  const names = [...new Set(manifests.flatMap((m) => m.shared.map((s) => s.name)))]
    .filter((name) => SINGLETONS.some((lib) => name === lib || name.startsWith(`${lib}/`)))
    .sort();
  return names.map((name) => {
    const urls = new Set<string>();
    origins.forEach((origin, i) => {
      for (const s of manifests[i]!.shared.filter((entry) => entry.name === name)) {
        for (const file of [...s.assets.js.sync, ...s.assets.js.async]) urls.add(`${origin}/${file}`);
      }
    });
    const mine = fetched.filter((url) => urls.has(url));
    const fetchedFrom = [...new Set(mine.map((url) => new URL(url).origin))];
    const repeated = [...new Set(mine.filter((url, i) => mine.indexOf(url) !== i))];
    return { name, fetchedFrom, repeated };
  });
}

export interface ScrollFigures {
  what: string;
  items: number;
  frames: number;
  frameP50: number;
  frameP95: number;
  frameMax: number;
  longTasks: number;
  longTaskMs: number;
}

/**
 * Gives the page `__scrollerOf(selector)`: the scrolling element around the first match (the list's
 * own scroller). An init script, so the shell's Content-Security-Policy (no eval) does not apply.
 */
export async function installScrollerLookup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __scrollerOf: (s: string) => HTMLElement | null }).__scrollerOf = (selector) => {
      let el = document.querySelector<HTMLElement>(selector);
      while (el && !(el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY))) el = el.parentElement;
      return el;
    };
  });
}

type ScrollWindow = Window & { __scrollerOf: (s: string) => HTMLElement | null };

/**
 * Scrolls the list that holds `selector` by `step` px a frame for up to `frames` frames and records
 * every frame's duration and the long tasks (> 50 ms) meanwhile.
 */
export async function scrollFrames(page: Page, selector: string, frames: number, step: number) {
  return page.evaluate(
    async ({ selector, frames, step }) => {
      const scroller = (window as unknown as ScrollWindow).__scrollerOf(selector)!;
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
      observer.observe({ type: 'longtask' });
      scroller.scrollTop = 0;
      const durations: number[] = [];
      let last = await new Promise<number>((r) => requestAnimationFrame(r));
      for (let i = 0; i < frames && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1; i++) {
        scroller.scrollTop += step;
        const now = await new Promise<number>((r) => requestAnimationFrame(r));
        durations.push(now - last);
        last = now;
      }
      await new Promise((r) => setTimeout(r, 100));
      observer.disconnect();
      return { durations, longTasks };
    },
    { selector, frames, step },
  );
}

/**
 * Scrolls the list holding `selector` (after installScrollerLookup) to its end again and again
 * until `enough()`, or until three tries in a row bring no new page (the rows of the last one may
 * not have been drawn yet when the list was scrolled, so one quiet try is not the end).
 */
export async function loadByScrolling(page: Page, selector: string, enough: () => boolean, isPage: (url: string) => boolean): Promise<void> {
  for (let quiet = 0; quiet < 3 && !enough();) {
    const more = page
      .waitForResponse((r) => isPage(r.url()), { timeout: 2_000 })
      .then(
        () => true,
        () => false,
      );
    await page.evaluate((selector) => {
      const scroller = (window as unknown as ScrollWindow).__scrollerOf(selector);
      if (scroller) scroller.scrollTop = scroller.scrollHeight;
    }, selector);
    quiet = (await more) ? 0 : quiet + 1;
  }
}

/**
 * Presses every column's 'Load more' until the whole board is on screen. A press either fetches
 * the column's next page or shows cards the board already holds (it loads more than it shows), so
 * each press waits for the first button's label to change, or for the last button to go.
 */
export async function loadWholeBoard(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: /^Load more/ }).first();
  while (await button.count()) {
    const label = await button.textContent();
    await button.click();
    await page.waitForFunction((before) => {
      const first = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.startsWith('Load more'));
      return !first || (first.textContent !== before && !first.disabled);
    }, label);
  }
}
