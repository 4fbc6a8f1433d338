/** The first non-empty values of a column, as a hint of what it holds. */
export function sampleOf(rows: readonly (readonly string[])[], column: number): string {
  return rows
    .map((row) => (row[column] ?? '').trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' · ');
}
