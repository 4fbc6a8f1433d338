/** 'startup' → 'Startup'; the rest of the string is left as it is. Empty for null/undefined. */
export function capitalize(value: string | null | undefined): string {
  if (!value) return '';
  return value.charAt(0).toLocaleUpperCase('en-US') + value.slice(1);
}
