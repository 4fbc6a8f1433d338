// The pipeline every organisation gets on its first pipeline call (ARCHITECTURE §5), coloured
// with presets of SPEC §9.
export const DEFAULT_PIPELINE_NAME = 'Default Sales Pipeline';

export const DEFAULT_STAGES: readonly { name: string; color: string }[] = [
  { name: 'Lead', color: '#3b82f6' },
  { name: 'Qualified', color: '#06b6d4' },
  { name: 'Proposal', color: '#f59e0b' },
  { name: 'Negotiation', color: '#8b5cf6' },
  { name: 'Won', color: '#10b981' },
  { name: 'Lost', color: '#ef4444' },
];

/** SPEC §9: the default pipeline is the first whose name contains 'Default', otherwise the first. */
export const DEFAULT_NAME_MARKER = 'Default';
