import { Route, Routes } from '@meridian/shared/routing';
import { RemoteRoot } from '@meridian/shared/app';
import type { FederatedModules } from '@meridian/shared/federation';
import { ImportPage } from '../features/import/components/ImportPage';
import { ImportPageSkeleton } from '../features/import/components/ImportPageSkeleton';
import { catalogue } from '../i18n';

/** What the shell mounts under /import/*. */
function ImportRoutes() {
  return (
    <RemoteRoot name="importer" buildId={process.env.MERIDIAN_BUILD_ID} catalogue={catalogue} fallback={<ImportPageSkeleton />}>
      <Routes>
        <Route path="*" element={<ImportPage />} />
      </Routes>
    </RemoteRoot>
  );
}

// The shell mounts it with no props (shared/src/federation/modules.ts).
export default ImportRoutes satisfies FederatedModules['importer/routes'];
