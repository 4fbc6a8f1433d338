// Which deals a contact merge keeps: in each pipeline, the primary's entry, else the first merged
// contact's there (in the request's order), so the merged contact has one entry per pipeline as
// every contact does. The other entries stay with their (deleted) records; activities about them
// become about the kept entry of their pipeline.

interface Entry {
  id: string;
  contact_id: string;
  pipeline_id: string;
}

export interface KeptDeals {
  /** The entries the primary takes over, by the merged contact they leave. */
  taken: Map<string, string[]>;
  /** Per pipeline with a kept entry: it, and the ids of that pipeline's entries that stay behind. */
  perPipeline: { kept: string; staying: string[] }[];
}

export function keptDeals(entries: readonly Entry[], primaryId: string, mergedIds: readonly string[]): KeptDeals {
  const order = [primaryId, ...mergedIds];
  const rank = (entry: Entry) => order.indexOf(entry.contact_id);
  const byPipeline = new Map<string, Entry[]>();
  for (const entry of [...entries].sort((a, b) => rank(a) - rank(b))) {
    byPipeline.set(entry.pipeline_id, [...(byPipeline.get(entry.pipeline_id) ?? []), entry]);
  }
  const taken = new Map<string, string[]>();
  const perPipeline: KeptDeals['perPipeline'] = [];
  for (const [kept, ...staying] of byPipeline.values()) {
    if (!kept) continue;
    if (kept.contact_id !== primaryId) taken.set(kept.contact_id, [...(taken.get(kept.contact_id) ?? []), kept.id]);
    perPipeline.push({ kept: kept.id, staying: staying.map((entry) => entry.id) });
  }
  return { taken, perPipeline };
}
