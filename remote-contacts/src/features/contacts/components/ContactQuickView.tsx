import type { Contact } from '@meridian/shared/model';
import { contactDisplayName } from '@meridian/shared/format';
import { Button, EditIcon, EmptyState, ErrorState, SidePanel, TrashIcon } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { ContactTab } from '../utils/contactPaths';
import { QuickViewAttachments } from './QuickViewAttachments';
import { QuickViewDetails } from './QuickViewDetails';
import { QuickViewNotes } from './QuickViewNotes';
import { QuickViewSkeleton } from './ContactsSkeletons';

export interface ContactQuickViewProps {
  contact: Contact | undefined;
  notFound: boolean;
  error: Error | undefined;
  onRetry: () => void;
  onClose: () => void;
  /** The detail page, optionally on a tab. */
  onOpenFull: (tab?: ContactTab) => void;
  /** May change the contact (role and record access): Edit, Delete and the note box. */
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** docs/PRODUCT.md §2 Contact quick view: details, recent notes, attachments; View Full Contact, Edit, Delete. */
export function ContactQuickView({ contact, notFound, error, onRetry, onClose, onOpenFull, editable, onEdit, onDelete, deleting }: ContactQuickViewProps) {
  const t = useT();
  if (!contact) {
    return (
      <SidePanel open title={t('contacts.quickView.title')} onClose={onClose}>
        {notFound ? (
          <EmptyState title={t('contacts.detail.notFound.title')} description={t('contacts.quickView.notFound')} />
        ) : error ? (
          <ErrorState title={t('contacts.detail.loadFailed')} onRetry={onRetry} />
        ) : (
          <QuickViewSkeleton />
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
          <Button onClick={() => onOpenFull()}>{t('contacts.quickView.openFull')}</Button>
          {editable ? (
            <>
              <Button onClick={onEdit}>
                <EditIcon size={14} />
                {t('contacts.quickView.edit')}
              </Button>
              <Button variant="danger" loading={deleting} onClick={onDelete}>
                {deleting ? null : <TrashIcon size={14} />}
                {t('contacts.quickView.delete')}
              </Button>
            </>
          ) : null}
        </>
      }
    >
      <QuickViewDetails contact={contact} />
      <QuickViewNotes contactId={contact.id} editable={editable} onViewAll={() => onOpenFull('notes')} />
      <QuickViewAttachments contactId={contact.id} onViewAll={() => onOpenFull('files')} />
    </SidePanel>
  );
}
