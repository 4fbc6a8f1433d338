import type { Pipeline } from '@meridian/shared/model';

/** SPEC §9: the first pipeline whose name contains 'Default', otherwise the first one. */
export function findDefaultPipeline(pipelines: readonly Pipeline[]): Pipeline | null {
  return pipelines.find((p) => p.name.includes('Default')) ?? pipelines[0] ?? null;
}
