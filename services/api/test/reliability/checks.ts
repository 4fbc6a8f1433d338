// The verdicts of a reliability run: each check prints one line as it is made, and the run ends
// with the closing line `N passed, N failed` that CI looks for.
export class Checks {
  passed = 0;
  failed = 0;

  /** Records one check; `detail` is printed either way (numbers make a passing line useful too). */
  check(name: string, ok: boolean, detail = ''): boolean {
    if (ok) this.passed++;
    else this.failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
    return ok;
  }

  /** `expected` and `actual` compared with ===, both shown. */
  equal(name: string, actual: unknown, expected: unknown): boolean {
    return this.check(name, actual === expected, `got ${String(actual)}, expected ${String(expected)}`);
  }

  /** A list that must be empty (missing rows, unexpected rows…): its size and the first few shown. */
  none(name: string, offenders: readonly unknown[]): boolean {
    const sample = offenders
      .slice(0, 5)
      .map((o) => JSON.stringify(o))
      .join(', ');
    return this.check(name, offenders.length === 0, offenders.length ? `${offenders.length}: ${sample}` : 'none');
  }

  summary(): string {
    return `${this.passed} passed, ${this.failed} failed`;
  }
}
