import { Route, Routes } from '@meridian/shared/routing';
import { RemoteRoot } from '@meridian/shared/app';
import { ImportPage } from '../features/import/components/ImportPage';

/** What the shell mounts under /import/*. */
export default function ImportRoutes() {
  return (
    <RemoteRoot name="importer" buildId={process.env.MERIDIAN_BUILD_ID}>
      <Routes>
        <Route path="*" element={<ImportPage />} />
      </Routes>
    </RemoteRoot>
  );
}
