import { useState } from 'react';
import { useNavigate } from '@meridian/shared/routing';
import styled from 'styled-components';
import { usePageTitle, usePermissions } from '@meridian/shared/app';
import { contactDisplayName } from '@meridian/shared/format';
import { BackLink, Button, ErrorState, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useContact } from '../hooks/useContact';
import { useDeleteContact } from '../hooks/useDeleteContact';
import { ContactDetailHeader } from './ContactDetailHeader';
import { ContactDetailTabs } from './ContactDetailTabs';
import { ContactNotFound } from './ContactNotFound';
import { EraseContactDialog } from './EraseContactDialog';
import { ContactDetailSkeleton } from './ContactsSkeletons';
import { StyledDetailPage } from './DetailPageFrame';
import { LazyPieceView } from './LazyPieceView';
import { contactForm } from '../utils/detailPieces';

export interface ContactDetailProps {
  contactId: string;
}

/** As on the company detail page: the shared back link on its own row. */
const StyledBreadcrumb = styled.nav`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(3)};

  & > a {
    margin-bottom: 0;
  }
`;

/** "Erase permanently", apart from Edit and Delete: an admin's, at the end of the page. */
const StyledErase = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space(6)};
`;

/** One contact: breadcrumb, header with Edit and Delete, and the tabs. */
export function ContactDetail({ contactId }: ContactDetailProps) {
  const t = useT();
  const navigate = useNavigate();
  const { contact, notFound, error, retry } = useContact(contactId);
  const { deleteContact, deleting } = useDeleteContact();
  const [editing, setEditing] = useState(false);
  const [erasing, setErasing] = useState(false);
  const permissions = usePermissions();
  usePageTitle(contact ? contactDisplayName(contact) : t('contacts.detail.pageTitle'));

  if (notFound) return <ContactNotFound />;

  const remove = async () => {
    if (await deleteContact({ id: contactId })) navigate('/contacts');
  };

  return (
    <StyledDetailPage>
      <StyledBreadcrumb aria-label={t('contacts.detail.breadcrumb')}>
        <BackLink to="/contacts">{t('contacts.detail.back')}</BackLink>
      </StyledBreadcrumb>
      {!contact && error ? <ErrorState title={t('contacts.detail.loadFailed')} description={error.message} onRetry={retry} /> : null}
      {!contact && !error ? <ContactDetailSkeleton /> : null}
      {contact ? (
        <>
          <ContactDetailHeader
            contact={contact}
            editable={permissions.canEdit(contact.owner_id ?? null)}
            onEdit={() => setEditing(true)}
            onDelete={() => void remove()}
            deleting={deleting}
          />
          <ContactDetailTabs contact={contact} />
          {permissions.can('admin') ? (
            <StyledErase>
              <Button variant="danger" size="sm" onClick={() => setErasing(true)}>
                {t('contacts.erase.open')}
              </Button>
            </StyledErase>
          ) : null}
          {erasing ? <EraseContactDialog contactId={contactId} name={contactDisplayName(contact)} onClose={() => setErasing(false)} /> : null}
          {/* The form's code loads on the first Edit (or sooner, usePreloadOnIntent); it stays mounted to close as it opened. */}
          {editing || contactForm.loaded() ? (
            <LazyPieceView piece={contactForm} props={{ open: editing, contact, onClose: () => setEditing(false) }} fallback={null} />
          ) : null}
        </>
      ) : null}
    </StyledDetailPage>
  );
}
