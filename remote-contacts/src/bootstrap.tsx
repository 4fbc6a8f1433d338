import { Navigate, Route, Routes } from '@meridian/shared/routing';
import { mountStandalone } from '@meridian/shared/app';
import ContactsRoutes from './exposes/routes';

void mountStandalone(
  <Routes>
    <Route path="/contacts/*" element={<ContactsRoutes />} />
    <Route path="*" element={<Navigate to="/contacts" replace />} />
  </Routes>,
);
