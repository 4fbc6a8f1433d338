import { Navigate, Route, Routes } from '@meridian/shared/routing';
import { mountStandalone } from '@meridian/shared/app';
import ImportRoutes from './exposes/routes';

void mountStandalone(
  <Routes>
    <Route path="/import/*" element={<ImportRoutes />} />
    <Route path="*" element={<Navigate to="/import" replace />} />
  </Routes>,
);
