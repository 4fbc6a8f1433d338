import { Navigate, Route, Routes } from '@meridian/shared/routing';
import { RemoteRoot } from '@meridian/shared/app';
import { ContactDetailPage } from '../features/contacts/components/ContactDetailPage';
import { ContactsPage } from '../features/contacts/components/ContactsPage';

/** What the shell mounts under /contacts/*. */
export default function ContactsRoutes() {
  return (
    <RemoteRoot name="contacts" buildId={process.env.MERIDIAN_BUILD_ID}>
      <Routes>
        <Route index element={<ContactsPage />} />
        <Route path=":contactId" element={<ContactDetailPage />} />
        <Route path="*" element={<Navigate to="/contacts" replace />} />
      </Routes>
    </RemoteRoot>
  );
}
