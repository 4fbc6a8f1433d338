// Progress of the imports this API process runs, for GET /import-export/progress/:importId.
// In memory on purpose: it only matters while the importing request is open, and a few minutes
// after. With several API instances a poll may reach one that does not run the import: it answers
// 404 and the client shows an indeterminate bar.
import type { ImportPhase } from './import-job';

export interface ImportProgress {
  importId: string;
  phase: ImportPhase;
  processed: number;
  total: number;
}

const KEEP_FINISHED_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000; // a client choosing fresh ids in a loop cannot grow this without bound

interface Entry {
  progress: ImportProgress;
  finishedAt?: number;
}

export class ProgressStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock: () => number = Date.now) {}

  // Organisations choose their ids freely: the key keeps two organisations' equal ids apart, and
  // a lookup with another organisation's id simply finds nothing.
  private static key = (orgSlug: string, importId: string) => `${orgSlug}\u0000${importId}`;

  set(orgSlug: string, progress: ImportProgress): void {
    this.sweep();
    const key = ProgressStore.key(orgSlug, progress.importId);
    this.entries.delete(key); // re-insert: Map order stays oldest-first for the size cap
    this.entries.set(key, { progress, finishedAt: progress.phase === 'done' ? this.clock() : undefined });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  get(orgSlug: string, importId: string): ImportProgress | undefined {
    this.sweep();
    return this.entries.get(ProgressStore.key(orgSlug, importId))?.progress;
  }

  delete(orgSlug: string, importId: string): void {
    this.entries.delete(ProgressStore.key(orgSlug, importId));
  }

  private sweep(): void {
    const cutoff = this.clock() - KEEP_FINISHED_MS;
    for (const [key, entry] of this.entries) if (entry.finishedAt !== undefined && entry.finishedAt < cutoff) this.entries.delete(key);
  }
}
