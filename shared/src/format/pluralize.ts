import { formatCount } from './formatCount';

/** 'company' → 'companies', 'box' → 'boxes', 'contact' → 'contacts'. */
export function pluralOf(singular: string): string {
  if (/[^aeiou]y$/i.test(singular)) return `${singular.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(singular)) return `${singular}es`;
  return `${singular}s`;
}

/** The word alone for a count: 'contact' for 1, 'contacts' otherwise. */
export function pluralWord(count: number, singular: string, plural?: string): string {
  return count === 1 ? singular : (plural ?? pluralOf(singular));
}

/** '1 contact', '2 contacts', '0 companies', '51,498 contacts' (thousands separators). */
export function pluralize(count: number, singular: string, plural?: string): string {
  return `${formatCount(count)} ${pluralWord(count, singular, plural)}`;
}
