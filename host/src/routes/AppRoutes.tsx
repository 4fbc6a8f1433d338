import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from '@meridian/shared/routing';
import { PageSkeleton } from '../features/common/PageSkeleton';
import { RemoteSection } from './RemoteSection';

// Rarely the first screen: fetched when first visited.
const ProfilePage = lazy(() => import('../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const MembersPage = lazy(() => import('../features/team/MembersPage').then((m) => ({ default: m.MembersPage })));
const AuditPage = lazy(() => import('../features/audit/AuditPage').then((m) => ({ default: m.AuditPage })));
const TrashPage = lazy(() => import('../features/trash/TrashPage').then((m) => ({ default: m.TrashPage })));

const later = (page: ReactNode) => <Suspense fallback={<PageSkeleton />}>{page}</Suspense>;

/** The route table of docs/PRODUCT.md §2; each section is mounted from its remote at runtime. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/contacts" replace />} />
      <Route path="/dashboard/*" element={<RemoteSection id="pipeline/dashboard" />} />
      <Route path="/contacts/*" element={<RemoteSection id="contacts/routes" />} />
      <Route path="/companies/*" element={<RemoteSection id="companies/routes" />} />
      <Route path="/pipeline/*" element={<RemoteSection id="pipeline/routes" />} />
      <Route path="/import/*" element={<RemoteSection id="importer/routes" />} />
      <Route path="/my-work/*" element={<RemoteSection id="activities/routes" />} />
      <Route path="/profile" element={later(<ProfilePage />)} />
      <Route path="/settings" element={later(<SettingsPage />)} />
      <Route path="/settings/members" element={later(<MembersPage />)} />
      <Route path="/settings/audit" element={later(<AuditPage />)} />
      <Route path="/trash" element={later(<TrashPage />)} />
      <Route path="*" element={<Navigate to="/contacts" replace />} />
    </Routes>
  );
}
