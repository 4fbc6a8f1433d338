import { Navigate, Route, Routes } from '@meridian/shared/routing';
import { RemoteRoot } from '@meridian/shared/app';
import type { FederatedModules } from '@meridian/shared/federation';
import { ContactsPage } from '../features/contacts/components/ContactsPage';
import { ContactDetailPageSkeleton, ContactsPageSkeleton, DuplicatesPageSkeleton } from '../features/contacts/components/ContactsSkeletons';
import { LazyPieceView } from '../features/contacts/components/LazyPieceView';
import { isContactDetailPath, isDuplicatesPath } from '../features/contacts/utils/contactPaths';
import { lazyPiece } from '../features/contacts/utils/lazyPiece';
import { catalogue } from '../i18n';

// The detail page is fetched when a contact is first opened. Opened on a contact's address, its
// code starts loading as soon as this module runs (the shell loads it at start-up), beside the
// contact's data the shell has already asked for (shared/src/federation/firstScreens.ts), not
// after the routes first render.
const contactDetailPage = lazyPiece(() => import('../features/contacts/components/ContactDetailPage').then((m) => m.ContactDetailPage));
if (isContactDetailPath(window.location.pathname)) contactDetailPage.preload();
// The duplicate finder and merge, fetched when first opened (the shell's sidebar links to it).
const duplicatesPage = lazyPiece(() => import('../features/duplicates/components/ContactDuplicatesPage').then((m) => m.ContactDuplicatesPage));
if (isDuplicatesPath(window.location.pathname)) duplicatesPage.preload();

/** What the shell mounts under /contacts/*; until the texts arrive, the list's shape. */
function ContactsRoutes() {
  return (
    <RemoteRoot name="contacts" buildId={process.env.MERIDIAN_BUILD_ID} catalogue={catalogue} fallback={<ContactsPageSkeleton />}>
      <Routes>
        <Route index element={<ContactsPage />} />
        <Route path="duplicates" element={<LazyPieceView piece={duplicatesPage} props={{}} fallback={<DuplicatesPageSkeleton />} />} />
        <Route path=":contactId" element={<LazyPieceView piece={contactDetailPage} props={{}} fallback={<ContactDetailPageSkeleton />} />} />
        <Route path="*" element={<Navigate to="/contacts" replace />} />
      </Routes>
    </RemoteRoot>
  );
}

// The shell mounts it with no props (shared/src/federation/modules.ts).
export default ContactsRoutes satisfies FederatedModules['contacts/routes'];
