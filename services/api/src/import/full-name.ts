// A full-name column ('Person - Name', Google's 'Name', 'Nom complet') as the first and last names
// a contact has: it fills the ones the row's own columns leave empty.

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** `text` is `word`, a space, then more. */
const startsWithWord = (text: string, word: string) => text.length > word.length + 1 && text[word.length] === ' ' && same(text.slice(0, word.length), word);
/** `text` is more, a space, then `word`. */
const endsWithWord = (text: string, word: string) =>
  text.length > word.length + 1 && text[text.length - word.length - 1] === ' ' && same(text.slice(-word.length), word);

/**
 * A full name as first and last name, keeping the ones the row already has. Alone, its last word
 * is the last name and the words before it the first name ('Anna Maria Schmidt' -> 'Anna Maria',
 * 'Schmidt'); one word is a first name. Beside a known first name, the rest after it is the last
 * name, or the whole when it does not start with it (a German 'Name' column next to 'Vorname'
 * holds the family name); beside a known last name, likewise the rest before it is the first name.
 */
export function splitFullName(full: string, first: string, last: string): { first: string; last: string } {
  const name = full.replace(/\s+/g, ' ').trim();
  if (first && last) return { first, last };
  if (first) {
    if (same(name, first)) return { first, last };
    return { first, last: startsWithWord(name, first) ? name.slice(first.length + 1) : name };
  }
  if (last) {
    if (same(name, last)) return { first, last };
    return { first: endsWithWord(name, last) ? name.slice(0, -(last.length + 1)) : name, last };
  }
  const space = name.lastIndexOf(' ');
  return space < 0 ? { first: name, last } : { first: name.slice(0, space), last: name.slice(space + 1) };
}
