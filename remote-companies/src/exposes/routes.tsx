import { Route, Routes } from 'react-router-dom';
import { RemoteRoot } from '@meridian/shared/app';
import { CompaniesPage } from '../features/companies/components/CompaniesPage';

/** What the shell mounts under /companies/*. */
export default function CompaniesRoutes() {
  return (
    <RemoteRoot name="companies" buildId={process.env.MERIDIAN_BUILD_ID}>
      <Routes>
        <Route path="*" element={<CompaniesPage />} />
      </Routes>
    </RemoteRoot>
  );
}
