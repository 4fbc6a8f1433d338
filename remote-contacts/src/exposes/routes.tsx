import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@meridian/shared/routing';
import { RemoteRoot } from '@meridian/shared/app';
import type { FederatedModules } from '@meridian/shared/federation';
import { ContactsPage } from '../features/contacts/components/ContactsPage';
import { ContactDetailPageSkeleton, ContactsPageSkeleton } from '../features/contacts/components/ContactsSkeletons';
import { catalogue } from '../i18n';

// The detail page (tabs, uploads, activity) is fetched when a contact is first opened.
const ContactDetailPage = lazy(() => import('../features/contacts/components/ContactDetailPage').then((m) => ({ default: m.ContactDetailPage })));

/** What the shell mounts under /contacts/*; until the texts arrive, the list's shape. */
function ContactsRoutes() {
  return (
    <RemoteRoot name="contacts" buildId={process.env.MERIDIAN_BUILD_ID} catalogue={catalogue} fallback={<ContactsPageSkeleton />}>
      <Routes>
        <Route index element={<ContactsPage />} />
        <Route
          path=":contactId"
          element={
            <Suspense fallback={<ContactDetailPageSkeleton />}>
              <ContactDetailPage />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to="/contacts" replace />} />
      </Routes>
    </RemoteRoot>
  );
}

// The shell mounts it with no props (shared/src/federation/modules.ts).
export default ContactsRoutes satisfies FederatedModules['contacts/routes'];
