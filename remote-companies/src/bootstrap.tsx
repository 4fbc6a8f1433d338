import { Navigate, Route, Routes } from '@meridian/shared/routing';
import { mountStandalone } from '@meridian/shared/app';
import CompaniesRoutes from './exposes/routes';

void mountStandalone(
  <Routes>
    <Route path="/companies/*" element={<CompaniesRoutes />} />
    <Route path="*" element={<Navigate to="/companies" replace />} />
  </Routes>,
);
