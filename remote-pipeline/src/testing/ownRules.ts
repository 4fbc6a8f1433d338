// Test-only: jsdom computes no layout or touch-action, so tests read the CSS styled-components wrote.

/** The CSS rules styled-components wrote for an element's own classes. */
export function ownRules(el: Element): string[] {
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
  const classes = [...el.classList].map((c) => `.${c}{`);
  return css.split(/\}(?=[.@])/).filter((rule) => classes.some((c) => rule.includes(c)));
}
