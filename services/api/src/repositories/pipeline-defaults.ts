// The pipeline every organisation gets on its first pipeline call (ARCHITECTURE §5), coloured
// with presets of docs/PRODUCT.md §9.
import { uuidv7 } from 'uuidv7';
import { DEFAULT_STAGE_PROBABILITIES } from '@meridian/contract';

export const DEFAULT_PIPELINE_NAME = 'Default Sales Pipeline';

const STAGES: readonly { name: string; color: string; outcome: 'won' | 'lost' | null }[] = [
  { name: 'Lead', color: '#3b82f6', outcome: null },
  { name: 'Qualified', color: '#06b6d4', outcome: null },
  { name: 'Proposal', color: '#f59e0b', outcome: null },
  { name: 'Negotiation', color: '#8b5cf6', outcome: null },
  { name: 'Won', color: '#10b981', outcome: 'won' },
  { name: 'Lost', color: '#ef4444', outcome: 'lost' },
];

/** The default stages with their win probabilities (the contract's, by position) and outcomes. */
export const DEFAULT_STAGES = STAGES.map((s, i) => ({ ...s, probability: DEFAULT_STAGE_PROBABILITIES[i] ?? 0 }));

/** The rows of a new pipeline's stages: the default six, in order. */
export function defaultStageRows(pipelineId: string) {
  return DEFAULT_STAGES.map((s, position) => ({ id: uuidv7(), pipeline_id: pipelineId, position, ...s }));
}

/** docs/PRODUCT.md §9: the default pipeline is the first whose name contains 'Default', otherwise the first. */
const DEFAULT_NAME_MARKER = 'Default';

/**
 * The one place the default-pipeline rule is applied: `pipelines` in list order (oldest first),
 * each returned with `isDefault` — true for exactly one when there is any. The one an admin chose
 * (`is_default`, migration 0024) wins; with none chosen, the rule above. Clients read the flag
 * (GET /pipeline) instead of applying the rule themselves.
 */
export function markDefault<P extends { name: string; is_default?: number | null }>(
  pipelines: readonly P[],
): (Omit<P, 'is_default'> & { isDefault: boolean })[] {
  const chosen = pipelines.findIndex((p) => p.is_default === 1);
  const byName = pipelines.findIndex((p) => p.name.includes(DEFAULT_NAME_MARKER));
  const index = chosen >= 0 ? chosen : byName >= 0 ? byName : 0;
  return pipelines.map(({ is_default: _chosen, ...p }, i) => ({ ...p, isDefault: i === index }));
}
