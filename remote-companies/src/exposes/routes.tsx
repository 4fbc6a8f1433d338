import { Navigate, Route, Routes } from '@meridian/shared/routing';
import { RemoteRoot } from '@meridian/shared/app';
import { CompaniesPage } from '../features/companies/components/CompaniesPage';
import { CompanyDetailPage } from '../features/companies/components/CompanyDetailPage';

/** What the shell mounts under /companies/*. */
export default function CompaniesRoutes() {
  return (
    <RemoteRoot name="companies" buildId={process.env.MERIDIAN_BUILD_ID}>
      <Routes>
        <Route index element={<CompaniesPage />} />
        <Route path=":companyId" element={<CompanyDetailPage />} />
        <Route path="*" element={<Navigate to="/companies" replace />} />
      </Routes>
    </RemoteRoot>
  );
}
