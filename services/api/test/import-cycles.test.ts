// No module of the API imports itself back through others (type-only imports count too): a cycle
// makes load order matter and hides which module owns a piece (auth.ts and verified-tokens.ts
// shared AuthUser that way until it moved to auth/auth-user.ts; import-job.ts and error-report.ts
// RowError, now in @meridian/contract).
import fs from 'node:fs';
import path from 'node:path';

const src = path.join(__dirname, '..', 'src');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

const RELATIVE = /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s+'(\.{1,2}\/[^']+)'/g;

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const targets = [...text.matchAll(RELATIVE)].map((m) => resolve(file, m[1]!)).filter((t): t is string => t !== undefined);
      return [file, targets];
    }),
  );
}

/** Each cycle once, as the files along it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) return void found.push(trail.slice(at));
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) walk(next, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return found;
}

describe('import cycles', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('the API source has none', () => {
    const graph = importGraph(filesUnder(src));
    expect(graph.size).toBeGreaterThan(50);
    expect(cycles(graph).map((cycle) => cycle.map((f) => path.relative(src, f)))).toEqual([]);
  });
});
