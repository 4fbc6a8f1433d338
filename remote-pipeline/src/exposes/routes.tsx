import { Route, Routes } from '@meridian/shared/routing';
import { RemoteRoot } from '@meridian/shared/app';
import type { FederatedModules } from '@meridian/shared/federation';
import { BoardSkeleton } from '../features/pipeline/components/BoardSkeleton';
import { PipelinePage } from '../features/pipeline/components/PipelinePage';
import { catalogue } from '../i18n';

/** What the shell mounts under /pipeline/*: the page, with or without a pipeline id. */
function PipelineRoutes() {
  return (
    <RemoteRoot name="pipeline" buildId={process.env.MERIDIAN_BUILD_ID} catalogue={catalogue} fallback={<BoardSkeleton page />}>
      <Routes>
        <Route index element={<PipelinePage />} />
        <Route path=":pipelineId" element={<PipelinePage />} />
        <Route path="*" element={<PipelinePage />} />
      </Routes>
    </RemoteRoot>
  );
}

// The shell mounts it with no props (shared/src/federation/modules.ts).
export default PipelineRoutes satisfies FederatedModules['pipeline/routes'];
