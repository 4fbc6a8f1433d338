/**
 * The upper-cased initials of a name's first and last words, at most `count` of them ('Dana Demo'
 * → 'DD', or 'D' with count 1; 'cher' → 'C'), surrogate-pair safe; '?' when the name is blank.
 */
export function initialsOf(name: string | null | undefined, count: 1 | 2 = 2): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const firstOf = (word: string) => Array.from(word)[0]!.toLocaleUpperCase('en-US');
  const last = count > 1 && words.length > 1 ? firstOf(words[words.length - 1]!) : '';
  return firstOf(words[0]!) + last;
}
