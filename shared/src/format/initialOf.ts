/** The upper-cased first character of a name (surrogate-pair safe), or '?' when blank. */
export function initialOf(name: string | null | undefined): string {
  const first = Array.from(name?.trim() ?? '')[0];
  return first ? first.toLocaleUpperCase('en-US') : '?';
}
