/** The 12 preset stage colours of docs/PRODUCT.md §9: the palette a user picks a stage's colour from (stages carry their own colour). */
export const PRESET_STAGE_COLORS = [
  '#3b82f6',
  '#10b981',
  '#f59e0b',
  '#ef4444',
  '#8b5cf6',
  '#ec4899',
  '#06b6d4',
  '#84cc16',
  '#f97316',
  '#6b7280',
  '#1f2937',
  '#7c3aed',
] as const;
