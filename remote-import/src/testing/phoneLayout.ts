// A 390 px phone for the import page's tests: jsdom lays nothing out and applies no @media or
// @container rule, so the tests check the layout rules (styles) a phone's width gives the page.
import { mockMatchMedia } from '@meridian/shared/testing';

/** Every media query answers as on a phone (390 × 844); returns a function that puts the window back. */
export function installPhone(): () => void {
  const saved = { width: window.innerWidth, height: window.innerHeight, matchMedia: window.matchMedia };
  Object.assign(window, { innerWidth: 390, innerHeight: 844 });
  mockMatchMedia(true);
  return () => Object.assign(window, { innerWidth: saved.width, innerHeight: saved.height, matchMedia: saved.matchMedia });
}

/** Whether a conditional rule applies on a 390 px phone: every max-width query of a phone or a container narrower than it. */
const appliesOnPhone = (rule: CSSRule): rule is CSSGroupingRule =>
  (rule instanceof CSSMediaRule && /max-width/.test(rule.media.mediaText)) || ('cssRules' in rule && /^@container\b[^{]*max-width/.test(rule.cssText));

/** An element's `position` on a phone: its computed one, unless a phone (or narrow container) rule sets another. */
export function phonePosition(element: Element): string {
  let position = getComputedStyle(element).position;
  for (const sheet of [...document.styleSheets]) {
    for (const rule of [...sheet.cssRules]) {
      if (!appliesOnPhone(rule)) continue;
      for (const inner of [...rule.cssRules]) {
        if (inner instanceof CSSStyleRule && inner.style.position && element.matches(inner.selectorText)) position = inner.style.position;
      }
    }
  }
  return position;
}

/**
 * The absolutely positioned elements under `root` (on a phone) whose containing block is not
 * inside `root`: in the shell, whose <main> scrolls but is not positioned, such an element is
 * placed against the document and makes the whole document scroll past the app.
 */
export function escapingElements(root: HTMLElement): HTMLElement[] {
  // jsdom answers '' for a position no rule sets: the initial 'static'.
  const positioned = (element: Element) => !['', 'static'].includes(phonePosition(element));
  const escaping: HTMLElement[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (phonePosition(element) !== 'absolute') continue;
    let block = element.parentElement;
    while (block && block !== root && !positioned(block)) block = block.parentElement;
    if (block === null || (block === root && !positioned(root))) escaping.push(element);
  }
  return escaping;
}
