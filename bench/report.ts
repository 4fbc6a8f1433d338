// What every benchmark prints: percentiles of a sorted sample and a markdown table.

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The median of figures in any order. */
export const median = (values: number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** A markdown table: first and last columns left-aligned, the figures between right-aligned. */
export function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(['', line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
}

/**
 * Runs a bench's main() and exits with its outcome; past `limitMs` it stops by itself, whatever
 * hangs (the API and load processes it started exit when it does).
 */
export function runBounded(name: string, limitMs: number, main: () => Promise<void>): void {
  setTimeout(() => {
    console.error(`${name} did not finish within ${limitMs / 60_000} minutes`);
    process.exit(1);
  }, limitMs).unref();
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
