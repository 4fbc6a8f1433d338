import { Navigate, Route, Routes } from '@meridian/shared/routing';
import { mountStandalone } from '@meridian/shared/app';
import ActivitiesRoutes from './exposes/routes';

void mountStandalone(
  <Routes>
    <Route path="/my-work/*" element={<ActivitiesRoutes />} />
    <Route path="*" element={<Navigate to="/my-work" replace />} />
  </Routes>,
);
