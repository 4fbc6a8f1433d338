import { useParams } from '@meridian/shared/routing';
import { ContactDetail } from './ContactDetail';
import { NoContactSelected } from './NoContactSelected';

/**
 * /contacts/{contactId} (docs/PRODUCT.md §2 Contact detail). The router never matches an empty segment, but
 * a blank one does arrive (`/contacts/%20`): that shows 'Select a contact'.
 */
export function ContactDetailPage() {
  const id = useParams().contactId?.trim() ?? '';
  return id ? <ContactDetail key={id} contactId={id} /> : <NoContactSelected />;
}
