import { Navigate, Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@meridian/shared/app';
import CompaniesRoutes from './exposes/routes';

void mountStandalone(
  <Routes>
    <Route path="/companies/*" element={<CompaniesRoutes />} />
    <Route path="*" element={<Navigate to="/companies" replace />} />
  </Routes>,
);
