import { Route, Routes } from '@meridian/shared/routing';
import { RemoteRoot } from '@meridian/shared/app';
import type { FederatedModules } from '@meridian/shared/federation';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { DashboardSkeleton } from '../features/dashboard/components/DashboardSkeleton';
import { dashboardCatalogue } from '../features/dashboard/i18n';

/** What the shell mounts under /dashboard/*: the charts (Recharts itself arrives with the first chart). */
function DashboardRoutes() {
  return (
    <RemoteRoot name="pipeline" buildId={process.env.MERIDIAN_BUILD_ID} catalogue={dashboardCatalogue} fallback={<DashboardSkeleton />}>
      <Routes>
        <Route path="*" element={<DashboardPage />} />
      </Routes>
    </RemoteRoot>
  );
}

// The shell mounts it with no props (shared/src/federation/modules.ts).
export default DashboardRoutes satisfies FederatedModules['pipeline/dashboard'];
