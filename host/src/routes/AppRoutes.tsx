import { Navigate, Route, Routes } from '@meridian/shared/routing';
import { ProfilePage } from '../features/profile/ProfilePage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { RemoteSection } from './RemoteSection';

/** The route table of SPEC §2; each section is mounted from its remote at runtime. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/contacts" replace />} />
      <Route path="/contacts/*" element={<RemoteSection id="contacts/routes" />} />
      <Route path="/companies/*" element={<RemoteSection id="companies/routes" />} />
      <Route path="/pipeline/*" element={<RemoteSection id="pipeline/routes" />} />
      <Route path="/import/*" element={<RemoteSection id="importer/routes" />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="*" element={<Navigate to="/contacts" replace />} />
    </Routes>
  );
}
