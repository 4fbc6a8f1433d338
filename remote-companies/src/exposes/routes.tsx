import { Navigate, Route, Routes, useParams } from '@meridian/shared/routing';
import { RemoteRoot } from '@meridian/shared/app';
import type { FederatedModules } from '@meridian/shared/federation';
import { StyledPageContainer } from '@meridian/shared/ui';
import { CompaniesPage } from '../features/companies/components/CompaniesPage';
import { CompaniesPageSkeleton, CompanyDetailSkeleton } from '../features/companies/components/CompaniesSkeleton';
import { CompanyDetailPage } from '../features/companies/components/CompanyDetailPage';
import { LazyCompanyDuplicatesPage } from '../features/duplicates/components/LazyCompanyDuplicatesPage';
import { catalogue } from '../i18n';

/** What the shell mounts under /companies/*. */
function CompaniesRoutes() {
  // Until the texts have arrived: a skeleton of the screen the address leads to.
  const rest = useParams()['*'] ?? '';
  const fallback = rest ? (
    <StyledPageContainer>
      <CompanyDetailSkeleton />
    </StyledPageContainer>
  ) : (
    <CompaniesPageSkeleton />
  );
  return (
    <RemoteRoot name="companies" buildId={process.env.MERIDIAN_BUILD_ID} catalogue={catalogue} fallback={fallback}>
      <Routes>
        <Route index element={<CompaniesPage />} />
        <Route path="duplicates" element={<LazyCompanyDuplicatesPage />} />
        <Route path=":companyId" element={<CompanyDetailPage />} />
        <Route path="*" element={<Navigate to="/companies" replace />} />
      </Routes>
    </RemoteRoot>
  );
}

// The shell mounts it with no props (shared/src/federation/modules.ts).
export default CompaniesRoutes satisfies FederatedModules['companies/routes'];
