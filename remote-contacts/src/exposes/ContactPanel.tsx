import { RemoteRoot } from '@meridian/shared/app';
import { ContactPanel as Panel } from '../features/contacts/components/ContactPanel';

export interface ContactPanelProps {
  /** The contact to show; null renders nothing. */
  contactId: string | null;
  onClose: () => void;
  /** After the contact was deleted from the panel (which then closes). */
  onDeleted?: () => void;
}

/**
 * `contacts/ContactPanel`: the contact quick view side panel (with its Edit form) for other
 * remotes, e.g. the pipeline page's card details.
 */
export default function ContactPanel({ contactId, onClose, onDeleted }: ContactPanelProps) {
  if (!contactId) return null;
  return (
    <RemoteRoot name="contacts" buildId={process.env.MERIDIAN_BUILD_ID}>
      <Panel contactId={contactId} onClose={onClose} onDeleted={onDeleted} />
    </RemoteRoot>
  );
}
