import type { Contact } from '@meridian/shared/model';
import { contactDisplayName } from '@meridian/shared/format';
import { Button, EditIcon, EmptyState, ErrorState, LoadingState, SidePanel, TrashIcon } from '@meridian/shared/ui';
import type { ContactTab } from '../utils/contactPaths';
import { QuickViewAttachments } from './QuickViewAttachments';
import { QuickViewDetails } from './QuickViewDetails';
import { QuickViewNotes } from './QuickViewNotes';

export interface ContactQuickViewProps {
  contact: Contact | undefined;
  notFound: boolean;
  error: Error | undefined;
  onRetry: () => void;
  onClose: () => void;
  /** The detail page, optionally on a tab. */
  onOpenFull: (tab?: ContactTab) => void;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** docs/PRODUCT.md §2 Contact quick view: details, recent notes, attachments; View Full Contact, Edit, Delete. */
export function ContactQuickView({ contact, notFound, error, onRetry, onClose, onOpenFull, onEdit, onDelete, deleting }: ContactQuickViewProps) {
  if (!contact) {
    return (
      <SidePanel open title="Contact" onClose={onClose}>
        {notFound ? (
          <EmptyState title="Contact not found" description="It may have been deleted." />
        ) : error ? (
          <ErrorState title="Error loading contact" onRetry={onRetry} />
        ) : (
          <LoadingState label="Loading contact..." />
        )}
      </SidePanel>
    );
  }
  return (
    <SidePanel
      open
      title={contactDisplayName(contact)}
      onClose={onClose}
      footer={
        <>
          <Button onClick={() => onOpenFull()}>View Full Contact</Button>
          <Button onClick={onEdit}>
            <EditIcon size={14} />
            Edit Contact
          </Button>
          <Button variant="danger" loading={deleting} onClick={onDelete}>
            {deleting ? null : <TrashIcon size={14} />}
            Delete
          </Button>
        </>
      }
    >
      <QuickViewDetails contact={contact} />
      <QuickViewNotes contactId={contact.id} onViewAll={() => onOpenFull('notes')} />
      <QuickViewAttachments contactId={contact.id} onViewAll={() => onOpenFull('files')} />
    </SidePanel>
  );
}
