import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const SCREENS_DIR = path.resolve(__dirname, '../../.artifacts/screens/routes');
export const AXE_DIR = path.resolve(__dirname, '../../.artifacts/axe');

/** `meridian:theme` as the shared theme store keeps it, so the app starts in that theme. */
export async function startInTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((m) => {
    if (location.port === '3000') localStorage.setItem('meridian:theme', JSON.stringify({ state: { mode: m }, version: 0 }));
  }, mode);
}

interface Overflow {
  /** How far the page (the document, or the shell's scrolling <main>) scrolls sideways. */
  px: number;
  /** The outermost elements sticking out past the right edge, not inside a scroller of their own. */
  culprits: string[];
}

async function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const main = document.querySelector('main');
    const px = Math.max(doc.scrollWidth - doc.clientWidth, main ? main.scrollWidth - main.clientWidth : 0);
    if (px <= 0) return { px, culprits: [] };
    const edge = Math.min(doc.clientWidth, main ? main.getBoundingClientRect().right : Infinity);
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > edge + 1;
    // Inside a box that clips or scrolls sideways on its own (the board, a wide table's wrapper).
    const contained = (el: Element) => {
      for (let a = el.parentElement; a && a !== main && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' ? el.className.split(' ').filter(Boolean).slice(-1)[0] : '';
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} right=${Math.round(el.getBoundingClientRect().right)} "${label}"`;
    };
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!sticksOut(el) || contained(el)) continue;
      const parent = el.parentElement;
      if (parent && parent !== main && parent !== document.body && sticksOut(parent)) continue;
      culprits.push(describe(el));
      if (culprits.length >= 4) break;
    }
    return { px, culprits };
  });
}

/** The page never scrolls sideways: its content fits the device width. */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { px, culprits } = await measureOverflow(page);
  const what = culprits.length ? `; sticking out: ${culprits.join('; ')}` : '';
  expect.soft(px, `${where}: sideways scroll of the page in px${what}`).toBeLessThanOrEqual(0);
}

/**
 * No text squeezed into a sliver: an element whose own text is cut (it overflows its box) while
 * the box is under 48 px wide (a file name 0 px wide; names cut to one letter).
 */
export async function expectNoCrushedText(page: Page, where: string): Promise<void> {
  const crushed = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('main *, [role="dialog"] *'))) {
      const own = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent?.trim() ?? '')
        .join('');
      if (own.length < 3 || el.closest('[aria-hidden="true"]')) continue;
      const r = el.getBoundingClientRect();
      if (r.height < 2 || (r.width <= 1 && r.height <= 1)) continue; // not rendered, or visually hidden for screen readers
      if (el.scrollWidth > el.clientWidth + 1 && r.width < 48) out.push(`"${own.slice(0, 30)}" ${Math.round(r.width)} px wide`);
      if (out.length >= 5) break;
    }
    return out;
  });
  expect.soft(crushed, `${where}: text squeezed into a sliver`).toEqual([]);
}

/**
 * Heading levels never skip (h1 then h3): in the page's <main> and in each open
 * dialog, every visible heading is at most one level below the one before it.
 */
export async function expectHeadingsInOrder(page: Page, where: string): Promise<void> {
  const skips = await page.evaluate(() => {
    const out: string[] = [];
    const roots = [document.querySelector('main'), ...Array.from(document.querySelectorAll('[role="dialog"]'))];
    for (const root of roots) {
      if (!root) continue;
      let previous = 0;
      for (const h of Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
        if (h.closest('[role="dialog"]') !== (root.matches('[role="dialog"]') ? root : null)) continue;
        if (!h.getClientRects().length) continue;
        const level = Number(h.tagName[1]);
        if (previous && level > previous + 1) out.push(`h${previous} → h${level} "${(h.textContent ?? '').trim().slice(0, 30)}"`);
        previous = level;
      }
    }
    return out;
  });
  expect.soft(skips, `${where}: heading levels skipped`).toEqual([]);
}

/** `target` is fully in the viewport and what a tap at its centre reaches is it (or inside it). */
export async function expectUncovered(target: Locator, where: string): Promise<void> {
  // A lazy page can swap its first render for the real one: retry if the element was replaced.
  await expect(async () => target.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 8_000 });
  await expect.soft(target, `${where}: in the viewport`).toBeInViewport({ ratio: 0.99, timeout: 1_000 });
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (top && (top === el || el.contains(top))) return 'itself';
    if (!top) return 'nothing (off-screen)';
    return `${top.tagName.toLowerCase()} "${(top.getAttribute('aria-label') ?? top.textContent ?? '').trim().slice(0, 40)}"`;
  });
  expect.soft(hit, `${where}: what a tap at its centre reaches`).toBe('itself');
}

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** WCAG 2 A/AA with axe: no serious or critical violation. Every finding is also kept as JSON. */
export async function expectNoSeriousAxeViolations(page: Page, where: string, file: string): Promise<AxeFinding[]> {
  // Legacy mode runs axe in the page itself: a third faster than the default, which opens a blank
  // page per run to merge frame results (the app has no frames to merge).
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode(true).analyze();
  const summary = (v: (typeof results.violations)[number]): AxeFinding => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? n.failureSummary ?? ''}`.trim()),
  });
  const findings = results.violations.map(summary);
  mkdirSync(AXE_DIR, { recursive: true });
  const kept = { violations: findings, incomplete: results.incomplete.map(summary) };
  writeFileSync(path.join(AXE_DIR, `${file}.json`), JSON.stringify(kept, null, 2));
  const serious = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  expect.soft(serious, `${where}: axe serious/critical violations`).toEqual([]);
  return findings;
}

export async function saveScreen(page: Page, file: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENS_DIR, `${file}.png`), scale: 'css' });
}
