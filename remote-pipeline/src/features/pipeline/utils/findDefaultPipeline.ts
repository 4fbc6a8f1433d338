import type { Pipeline } from '@meridian/shared/model';

/** SPEC §9: the first pipeline whose name contains 'Default', otherwise the first one. */
export function findDefaultPipeline<P extends Pick<Pipeline, 'name'>>(pipelines: readonly P[]): P | null {
  return pipelines.find((p) => p.name.includes('Default')) ?? pipelines[0] ?? null;
}
