// Where a CPU profile's time went: self time summed by function and by package (or file of the
// project), from a .cpuprofile written by node --cpu-prof (PROFILE_DIR=... pnpm bench:api).
//
//   pnpm --filter @meridian/bench exec tsx profile-summary.ts /tmp/prof/CPU.*.cpuprofile [top=30] [last=SECONDS]
// `last`: only the profile's last seconds (the load run, not the seeding before it).
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

/** A package name for node_modules paths, the path inside the repository otherwise. */
function where(url: string): string {
  if (!url) return '(native)';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  const repo = /\/(services|shared|bench)\/(.*)$/.exec(url);
  return repo ? `${repo[1]}/${repo[2]}` : url;
}

function main(): void {
  const [file, topText, lastText] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top] [last seconds]');
  const top = Number(topText ?? 30);
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const at: number[] = [];
  profile.timeDeltas.reduce((t, delta, i) => (at[i] = t + delta), 0);
  const from = lastText ? at[at.length - 1]! - Number(lastText) * 1e6 : -Infinity;
  profile.samples.forEach((id, i) => {
    if (at[i]! >= from) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const place = where(url);
    const name = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  }
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
    }
  };
  console.log(`${(total / 1e6).toFixed(1)} s sampled`);
  print('self time by package / file', byPlace);
  print('self time by function', byFunction);
}

main();
