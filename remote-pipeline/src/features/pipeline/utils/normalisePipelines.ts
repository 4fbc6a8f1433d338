import type { Pipeline } from '@meridian/shared/model';

/** GET /pipeline answers `{pipelines: [...]}`; older servers answered the bare array. */
export function normalisePipelines(body: Pipeline[] | { pipelines?: Pipeline[] } | null | undefined): Pipeline[] {
  if (Array.isArray(body)) return body;
  return Array.isArray(body?.pipelines) ? body.pipelines : [];
}
