/** docs/PRODUCT.md §2 detail overview: '-' stands in for an empty value. */
export function displayValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const text = String(value).trim();
  return text || '-';
}
