import { FederatedComponent, type ContactPanelProps } from '@meridian/shared/federation';
import { ErrorState, LoadingState, SidePanel } from '@meridian/shared/ui';

export interface ContactPanelHostProps {
  contactId: string | null;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * The contact detail panel, borrowed from the contacts remote through federation. Loaded only
 * once a card is opened; if that remote is down, a closable panel says so and the board carries on.
 */
export function ContactPanelHost({ contactId, onClose, onDeleted }: ContactPanelHostProps) {
  if (!contactId) return null;
  return (
    <FederatedComponent<ContactPanelProps>
      id="contacts/ContactPanel"
      props={{ contactId, onClose, onDeleted }}
      loading={
        <SidePanel open title="Contact" onClose={onClose}>
          <LoadingState label="Loading contact..." />
        </SidePanel>
      }
      unavailable={(_error, retry) => (
        <SidePanel open title="Contact" onClose={onClose}>
          <ErrorState
            title="Contact details are unavailable"
            description="The contacts section could not be loaded right now. The board still works."
            onRetry={retry}
          />
        </SidePanel>
      )}
    />
  );
}
