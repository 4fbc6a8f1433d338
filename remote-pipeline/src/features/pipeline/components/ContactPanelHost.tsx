import { FederatedComponent, type ContactPanelProps } from '@meridian/shared/federation';
import { ErrorState, SidePanel } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { ContactPanelSkeleton } from './ContactPanelSkeleton';

export interface ContactPanelHostProps {
  contactId: string | null;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * The contact detail panel, borrowed from the contacts remote through federation, listing the
 * deal's activities. Loaded only once a card is opened; if that remote is down, a closable panel
 * says so and the board carries on.
 */
export function ContactPanelHost({ contactId, onClose, onDeleted }: ContactPanelHostProps) {
  const t = useT();
  if (!contactId) return null;
  return (
    <FederatedComponent<ContactPanelProps>
      id="contacts/ContactPanel"
      props={{ contactId, onClose, onDeleted, activitiesOf: 'deal' }}
      loading={
        <SidePanel open title={t('pipeline.contactPanel.title')} onClose={onClose}>
          <ContactPanelSkeleton />
        </SidePanel>
      }
      unavailable={(_error, retry) => (
        <SidePanel open title={t('pipeline.contactPanel.title')} onClose={onClose}>
          <ErrorState title={t('pipeline.contactPanel.unavailable.title')} description={t('pipeline.contactPanel.unavailable.description')} onRetry={retry} />
        </SidePanel>
      )}
    />
  );
}
