/** 'company' → 'companies', 'box' → 'boxes', 'contact' → 'contacts'. */
export function pluralOf(singular: string): string {
  if (/[^aeiou]y$/i.test(singular)) return `${singular.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(singular)) return `${singular}es`;
  return `${singular}s`;
}

/** '1 contact', '2 contacts', '0 companies'. */
export function pluralize(count: number, singular: string, plural?: string): string {
  return `${count} ${count === 1 ? singular : (plural ?? pluralOf(singular))}`;
}
