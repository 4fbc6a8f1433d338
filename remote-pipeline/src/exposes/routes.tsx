import { Route, Routes } from '@meridian/shared/routing';
import { RemoteRoot } from '@meridian/shared/app';
import { PipelinePage } from '../features/pipeline/components/PipelinePage';

/** What the shell mounts under /pipeline/*: the page, with or without a pipeline id. */
export default function PipelineRoutes() {
  return (
    <RemoteRoot name="pipeline" buildId={process.env.MERIDIAN_BUILD_ID}>
      <Routes>
        <Route index element={<PipelinePage />} />
        <Route path=":pipelineId" element={<PipelinePage />} />
        <Route path="*" element={<PipelinePage />} />
      </Routes>
    </RemoteRoot>
  );
}
