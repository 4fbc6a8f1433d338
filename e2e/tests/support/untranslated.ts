// The pseudo-locale's check: every text on screen went through a catalogue (the pseudo-locale
// shows it as ⟦Àççéñţéð⟧) or is data the API sent. What is left is text written in code.
import type { Page } from '@playwright/test';

/** Collects every string value of every JSON answer the page receives: that is data, not UI text. */
export function collectData(page: Page, known: string[] = []): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) words.add(word.toLowerCase());
  };
  known.forEach(add);
  const walk = (value: unknown): void => {
    if (typeof value === 'string') add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      walk(await response.json());
    } catch {
      // Not JSON after all, or the page went away.
    }
  });
  return words;
}

/** Visible texts and text attributes whose words are neither marked by the pseudo-locale nor data. */
export async function untranslatedTexts(page: Page, dataWords: Set<string>): Promise<string[]> {
  const found = await page.evaluate(() => {
    const texts: string[] = [];
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return el.getClientRects().length > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || /^(SCRIPT|STYLE|NOSCRIPT)$/.test(parent.tagName) || !visible(parent)) continue;
      // Hidden from sight but read aloud (a status, a column's name) counts too, through its parent's rects.
      if (node.nodeValue?.trim()) texts.push(node.nodeValue.trim());
    }
    for (const el of Array.from(document.body.querySelectorAll('[placeholder], [aria-label], [title], img[alt]'))) {
      if (!visible(el)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
  const problems = new Set<string>();
  for (const text of found) {
    let rest = text;
    // Marked segments may hold other marked segments (a message with a formatted value).
    for (let before = ''; before !== rest;) {
      before = rest;
      rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    }
    const words = (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !/^[A-Z]{2,3}$/.test(w) && !dataWords.has(w.toLowerCase()));
    if (words.length) problems.add(text.length > 80 ? `${text.slice(0, 80)}…` : text);
  }
  return [...problems];
}
