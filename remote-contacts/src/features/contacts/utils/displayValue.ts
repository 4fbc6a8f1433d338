/** SPEC §2 detail overview: '-' for an empty value. */
export function displayValue(value: string | null | undefined): string {
  return value?.trim() ? value.trim() : '-';
}
