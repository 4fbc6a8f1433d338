// jsdom applies no @media rules: this reads the declarations a media query gives an element, from
// the styles styled-components injected, so a test can check the phone layout.

/** The style of every rule inside `@media <query>` whose selector matches `element`, merged. */
export function mediaStyle(element: Element, query: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const sheet of [...document.styleSheets]) {
    for (const rule of [...sheet.cssRules]) {
      if (!(rule instanceof CSSMediaRule) || rule.media.mediaText !== query) continue;
      for (const inner of [...rule.cssRules]) {
        if (!(inner instanceof CSSStyleRule) || !element.matches(inner.selectorText)) continue;
        for (let i = 0; i < inner.style.length; i += 1) {
          const name = inner.style[i];
          style[name] = inner.style.getPropertyValue(name);
        }
      }
    }
  }
  return style;
}
