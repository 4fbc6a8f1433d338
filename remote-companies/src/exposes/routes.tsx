import { Navigate, Route, Routes } from '@meridian/shared/routing';
import { RemoteRoot } from '@meridian/shared/app';
import type { FederatedModules } from '@meridian/shared/federation';
import { CompaniesPage } from '../features/companies/components/CompaniesPage';
import { CompanyDetailPage } from '../features/companies/components/CompanyDetailPage';
import { catalogue } from '../i18n';

/** What the shell mounts under /companies/*. */
function CompaniesRoutes() {
  return (
    <RemoteRoot name="companies" buildId={process.env.MERIDIAN_BUILD_ID} catalogue={catalogue}>
      <Routes>
        <Route index element={<CompaniesPage />} />
        <Route path=":companyId" element={<CompanyDetailPage />} />
        <Route path="*" element={<Navigate to="/companies" replace />} />
      </Routes>
    </RemoteRoot>
  );
}

// The shell mounts it with no props (shared/src/federation/modules.ts).
export default CompaniesRoutes satisfies FederatedModules['companies/routes'];
