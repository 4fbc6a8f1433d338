import { RemoteRoot } from '@meridian/shared/app';
import type { ContactPanelProps, FederatedModules } from '@meridian/shared/federation';
import { ContactPanel as Panel } from '../features/contacts/components/ContactPanel';
import { catalogue } from '../i18n';

/**
 * `contacts/ContactPanel`: the contact quick view side panel (with its Edit form) for other
 * remotes, e.g. the pipeline page's card details.
 */
function ContactPanel({ contactId, onClose, onDeleted, activitiesOf }: ContactPanelProps) {
  if (!contactId) return null;
  return (
    <RemoteRoot name="contacts" buildId={process.env.MERIDIAN_BUILD_ID} catalogue={catalogue}>
      <Panel contactId={contactId} onClose={onClose} onDeleted={onDeleted} activitiesOf={activitiesOf} />
    </RemoteRoot>
  );
}

export default ContactPanel satisfies FederatedModules['contacts/ContactPanel'];
