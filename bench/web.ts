// The front end as users get it: production builds served as `pnpm start` serves them (on ports
// moved by 200), the system Chromium headless. Per route: JavaScript + CSS on the wire for a cold
// load (budget 200 KB gzip), time to the first card (target 700 ms median; on a contact's detail
// page, to its name in the heading), the requests the page made, Lighthouse performance
// and accessibility (targets 95 and 95); each first screen's bytes with German chosen (its
// catalogues instead of English's; the same 200 KB budget) and the time from choosing a language in
// Settings to the page in it (target 300 ms); that each shared library is fetched once; frame
// times and long tasks while scrolling 10,000 loaded contacts and a board of 5,000 cards.
//
//   pnpm bench:web                          RUNS=3 cold loads a route, one Lighthouse pass
//   RUNS=5 LIGHTHOUSE_RUNS=3 pnpm bench:web
//   LIGHTHOUSE=0 SCROLL=0 pnpm bench:web    cold loads only (without Lighthouse and scrolling)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile, printTable } from './report';
import {
  chromium,
  CHROMIUM_ARGS,
  CONTACT_CARD,
  CHROMIUM_PATH,
  coldLoad,
  contactDetailRoute,
  installScrollerLookup,
  loadByScrolling,
  loadWholeBoard,
  ROUTES,
  scrollFrames,
  signedInSession,
  singletonChecks,
  type ColdLoad,
  type StorageState,
} from './web-browser';
import { coldLoadsIn, languageSwitches } from './web-languages';
import { lighthouseScores } from './web-lighthouse';
import { contactOnBoard, growOrganisation, HOST_URL, startStack } from './web-stack';

const RUNS = Number(process.env.RUNS ?? 3);
const LIGHTHOUSE_RUNS = process.env.LIGHTHOUSE === '0' ? 0 : Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const SCROLL = process.env.SCROLL !== '0';
const CONTACTS = 10_000;
const ON_BOARD = 5_000;
const BUDGET_BYTES = 200 * 1024;
const FIRST_CARD_MS = 700;
const SWITCH_MS = 300;
const RESULTS = path.join(__dirname, 'results', 'web.json');

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function frameFigures(what: string, items: number, sample: { durations: number[]; longTasks: number[] }) {
  const sorted = [...sample.durations].sort((a, b) => a - b);
  return {
    what,
    items,
    frames: sorted.length,
    frameP50: percentile(sorted, 50),
    frameP95: percentile(sorted, 95),
    frameMax: sorted[sorted.length - 1] ?? 0,
    longTasks: sample.longTasks.length,
    longTaskMs: sample.longTasks.reduce((a, b) => a + b, 0),
  };
}

async function scrolling(browser: import('@playwright/test').Browser, state: StorageState) {
  const context = await browser.newContext({ baseURL: HOST_URL, storageState: state, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await installScrollerLookup(page);

  let contactPages = 0;
  page.on('response', (r) => {
    if (/\/contacts\?.*page=/.test(r.url())) contactPages++;
  });
  await page.goto('/contacts');
  await page.waitForSelector(CONTACT_CARD);
  await loadByScrolling(
    page,
    CONTACT_CARD,
    () => contactPages * 50 >= CONTACTS,
    (url) => /\/contacts\?.*page=/.test(url),
  );
  const grid = frameFigures('contacts grid', contactPages * 50, await scrollFrames(page, CONTACT_CARD, 600, 120));

  await page.goto('/pipeline');
  await page.waitForSelector('[data-contact-id]');
  await loadWholeBoard(page);
  const columns = await page.locator('[data-stage-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-stage-id')!));
  // Columns draw only the cards near their view: each column's list says how many it holds.
  const cards = await page
    .locator('[data-stage-id] [role=list]')
    .evaluateAll((lists) => lists.reduce((sum, list) => sum + Number(list.querySelector('[role=listitem]')?.getAttribute('aria-setsize') ?? 0), 0));
  const board = frameFigures('board, first column', cards, await scrollFrames(page, `[data-stage-id="${columns[0]}"] [data-contact-id]`, 600, 60));
  await context.close();
  return [grid, board];
}

async function main(): Promise<void> {
  const started = Date.now();
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { state, accessToken } = await signedInSession(browser);
    await growOrganisation(accessToken, CONTACTS, ON_BOARD);
    console.error(`stack ready and seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const contact = await contactOnBoard(accessToken);
    // The sections' first screens, and one contact's detail page (a contact on the board: its deal shows too).
    const routes = [...ROUTES, contactDetailRoute(contact.id, contact.name)];

    const loads: ColdLoad[][] = routes.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, route] of routes.entries()) loads[i]!.push(await coldLoad(browser, state, route));
    }
    const german = await coldLoadsIn(browser, state, routes, 'de');
    const switches = await languageSwitches(browser, state, 3);
    const singletons = await singletonChecks(browser, state);
    const scroll = SCROLL ? await scrolling(browser, state) : [];
    await browser.close();
    const lighthouse = LIGHTHOUSE_RUNS ? await lighthouseScores(routes, LIGHTHOUSE_RUNS) : [];

    printTable(
      [
        'route (cold load)',
        'JS+CSS KB on the wire',
        'JS+CSS files',
        'API calls',
        'all requests',
        'first content ms (median)',
        'spread ms',
        'Lighthouse perf',
        'Lighthouse a11y',
        'verdict',
      ],
      routes.map((route, i) => {
        const bytes = median(loads[i]!.map((l) => l.jsCssBytes));
        const perf = lighthouse.map((run) => run[i]!.performance);
        const a11y = lighthouse.map((run) => run[i]!.accessibility);
        const misses = [
          bytes > BUDGET_BYTES ? 'over 200 KB' : '',
          median(loads[i]!.map((l) => l.readyMs)) > FIRST_CARD_MS ? 'first content > 700 ms' : '',
          perf.length && median(perf) < 95 ? 'perf < 95' : '',
          a11y.length && median(a11y) < 95 ? `a11y < 95 (${lighthouse[0]![i]!.failed.join(', ')})` : '',
        ].filter(Boolean);
        return [
          route.label ?? route.path,
          kb(bytes),
          String(median(loads[i]!.map((l) => l.requests))),
          String(median(loads[i]!.map((l) => l.apiRequests))),
          String(median(loads[i]!.map((l) => l.allRequests))),
          median(loads[i]!.map((l) => l.readyMs)).toFixed(0),
          spread(loads[i]!.map((l) => l.readyMs)),
          perf.length ? String(median(perf)) : '-',
          a11y.length ? String(median(a11y)) : '-',
          misses.length ? `MISSED: ${misses.join(', ')}` : 'ok',
        ];
      }),
    );
    printTable(
      ['route in German (cold load)', 'JS+CSS KB on the wire', 'verdict'],
      german.map((load) => [load.route, kb(load.jsCssBytes), load.jsCssBytes > BUDGET_BYTES ? 'MISSED: over 200 KB' : 'ok']),
    );
    const switchMs = switches.map((s) => s.ms);
    printTable(
      ['language switch in Settings (a section loaded)', 'switches', 'median ms', 'max ms', 'verdict'],
      [
        [
          'to de, fr, es, en in turn',
          String(switchMs.length),
          median(switchMs).toFixed(0),
          Math.max(...switchMs).toFixed(0),
          median(switchMs) > SWITCH_MS ? 'MISSED: > 300 ms' : 'ok',
        ],
      ],
    );
    printTable(
      ['shared module', 'fetched from', 'fetched twice', 'verdict'],
      singletons.map((s) => [
        s.name,
        s.fetchedFrom.join(', ') || '-',
        String(s.repeated.length),
        s.fetchedFrom.length === 1 && !s.repeated.length ? 'once' : 'MISSED',
      ]),
    );
    printTable(
      ['scrolling', 'items', 'frames', 'frame p50 ms', 'frame p95 ms', 'frame max ms', 'long tasks', 'long task ms'],
      scroll.map((s) => [
        s.what,
        String(s.items),
        String(s.frames),
        s.frameP50.toFixed(1),
        s.frameP95.toFixed(1),
        s.frameMax.toFixed(1),
        String(s.longTasks),
        s.longTaskMs.toFixed(0),
      ]),
    );
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, chromium: CHROMIUM_PATH };
    fs.writeFileSync(
      RESULTS,
      `${JSON.stringify({ date: new Date().toISOString(), machine, loads, german, switches, singletons, scroll, lighthouse }, null, 2)}\n`,
    );
    console.log(`written to ${path.relative(process.cwd(), RESULTS)}`);
  } finally {
    await browser.close().catch(() => undefined);
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
