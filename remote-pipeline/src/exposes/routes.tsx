import { Route, Routes } from 'react-router-dom';
import { RemoteRoot } from '@meridian/shared/app';
import { PipelinePage } from '../features/pipeline/components/PipelinePage';

/** What the shell mounts under /pipeline/*. */
export default function PipelineRoutes() {
  return (
    <RemoteRoot name="pipeline" buildId={process.env.MERIDIAN_BUILD_ID}>
      <Routes>
        <Route path="*" element={<PipelinePage />} />
      </Routes>
    </RemoteRoot>
  );
}
