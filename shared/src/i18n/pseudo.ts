import type { Locale } from '@meridian/contract';

/**
 * A test locale: English with accented letters inside ⟦ ⟧. Every text that went through a
 * catalogue shows the marks, so a text written in code (untranslated) stands out on screen and
 * to the pseudo-locale e2e test; longer accented letters also show where a layout is too tight.
 */
export const PSEUDO_LOCALE = 'pseudo';
export type DisplayLocale = Locale | typeof PSEUDO_LOCALE;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!]),
);

export function pseudoText(text: string): string {
  return `⟦${text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)}⟧`;
}
