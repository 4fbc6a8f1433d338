import { useState } from 'react';
import { usePermissions } from '@meridian/shared/app';
import { useNavigate } from '@meridian/shared/routing';
import type { Contact } from '@meridian/shared/model';
import { useContact } from '../hooks/useContact';
import { useDeleteContact } from '../hooks/useDeleteContact';
import { contactPath, type ContactTab } from '../utils/contactPaths';
import { ContactFormPanel } from './ContactFormPanel';
import { ContactQuickView } from './ContactQuickView';

export interface ContactPanelProps {
  /** The contact to show; null renders nothing. */
  contactId: string | null;
  /** Already-known data (the clicked card), shown while the contact loads. */
  initial?: Contact;
  onClose: () => void;
  /** After a delete (the panel then closes too). */
  onDeleted?: () => void;
  /** Whose activities the panel lists: the contact's, or its deal's (a board card's panel). */
  activitiesOf?: 'contact' | 'deal';
}

type OpenProps = Omit<ContactPanelProps, 'contactId'> & { contactId: string };

function OpenContactPanel({ contactId, initial, onClose, onDeleted, activitiesOf = 'contact' }: OpenProps) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const { contact, notFound, error, retry } = useContact(contactId, initial);
  const { deleteContact, deleting } = useDeleteContact();
  const permissions = usePermissions();
  const editable = Boolean(contact) && permissions.canEdit(contact?.owner_id ?? null);

  if (editing && contact) {
    return <ContactFormPanel open contact={contact} onClose={() => setEditing(false)} />;
  }

  const openFull = (tab?: ContactTab) => {
    onClose();
    navigate(contactPath(contactId, tab));
  };
  const remove = async () => {
    if (!(await deleteContact({ id: contactId }))) return;
    onDeleted?.();
    onClose();
  };

  return (
    <ContactQuickView
      contact={contact}
      notFound={notFound}
      error={error}
      onRetry={retry}
      onClose={onClose}
      onOpenFull={openFull}
      activitiesOf={activitiesOf}
      editable={editable}
      onEdit={() => setEditing(true)}
      onDelete={() => void remove()}
      deleting={deleting}
    />
  );
}

/**
 * The quick view side panel with its Edit form: used by the contacts page and, through
 * federation (`contacts/ContactPanel`), by the pipeline page. Starts afresh for each contact.
 */
export function ContactPanel({ contactId, ...rest }: ContactPanelProps) {
  if (!contactId) return null;
  return <OpenContactPanel key={contactId} contactId={contactId} {...rest} />;
}
