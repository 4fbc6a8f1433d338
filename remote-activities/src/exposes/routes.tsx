import { Navigate, Route, Routes } from '@meridian/shared/routing';
import { RemoteRoot } from '@meridian/shared/app';
import type { FederatedModules } from '@meridian/shared/federation';
import { MyWorkPage } from '../features/activities/components/MyWorkPage';
import { MyWorkSkeleton } from '../features/activities/components/MyWorkSkeleton';
import { catalogue } from '../i18n';

/** What the shell mounts under /my-work/*. */
function ActivitiesRoutes() {
  return (
    <RemoteRoot name="activities" buildId={process.env.MERIDIAN_BUILD_ID} catalogue={catalogue} fallback={<MyWorkSkeleton />}>
      <Routes>
        <Route index element={<MyWorkPage />} />
        <Route path="*" element={<Navigate to="/my-work" replace />} />
      </Routes>
    </RemoteRoot>
  );
}

// The shell mounts it with no props (shared/src/federation/modules.ts).
export default ActivitiesRoutes satisfies FederatedModules['activities/routes'];
