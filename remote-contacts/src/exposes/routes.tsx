import { Route, Routes } from 'react-router-dom';
import { RemoteRoot } from '@meridian/shared/app';
import { ContactsPage } from '../features/contacts/components/ContactsPage';

/** What the shell mounts under /contacts/*. */
export default function ContactsRoutes() {
  return (
    <RemoteRoot name="contacts" buildId={process.env.MERIDIAN_BUILD_ID}>
      <Routes>
        <Route path="*" element={<ContactsPage />} />
      </Routes>
    </RemoteRoot>
  );
}
