import { useMemo } from 'react';
import type { ActivityRecord } from '@meridian/shared/federation';
import type { Contact } from '@meridian/shared/model';
import { contactDisplayName } from '@meridian/shared/format';
import { Button, EditIcon, EmptyState, ErrorState, SidePanel, TrashIcon } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { ContactTab } from '../utils/contactPaths';
import { QuickViewAttachments } from './QuickViewAttachments';
import { QuickViewDetails } from './QuickViewDetails';
import { QuickViewNotes } from './QuickViewNotes';
import { QuickViewSkeleton } from './ContactsSkeletons';
import { RecordActivitiesSection } from './RecordActivitiesSection';

export interface ContactQuickViewProps {
  contact: Contact | undefined;
  notFound: boolean;
  error: Error | undefined;
  onRetry: () => void;
  onClose: () => void;
  /** The detail page, optionally on a tab. */
  onOpenFull: (tab?: ContactTab) => void;
  /** Whose activities it lists (compact): the contact's, or its deal's on the board. */
  activitiesOf?: 'contact' | 'deal';
  /** May change the contact (role and record access): Edit, Delete and the note box. */
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/**
 * docs/PRODUCT.md §2 Contact quick view: details, the next activity with Schedule / Log a call,
 * recent notes, attachments; View Full Contact, Edit, Delete.
 */
export function ContactQuickView({
  contact,
  notFound,
  error,
  onRetry,
  onClose,
  onOpenFull,
  activitiesOf = 'contact',
  editable,
  onEdit,
  onDelete,
  deleting,
}: ContactQuickViewProps) {
  const t = useT();
  const contactId = contact?.id;
  const record = useMemo<ActivityRecord | null>(() => (contactId ? { kind: activitiesOf, contactId } : null), [activitiesOf, contactId]);
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
      {record ? <RecordActivitiesSection record={record} readOnly={!editable} compact /> : null}
      <QuickViewNotes contactId={contact.id} editable={editable} onViewAll={() => onOpenFull('notes')} />
      <QuickViewAttachments contactId={contact.id} onViewAll={() => onOpenFull('files')} />
    </SidePanel>
  );
}
