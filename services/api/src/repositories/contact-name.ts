/** A contact as docs/PRODUCT.md §3 names it: first and last joined, or 'Unnamed Contact'. */
export function contactDisplayName(c: { first: string; last: string }): string {
  return `${c.first} ${c.last}`.trim() || 'Unnamed Contact';
}
