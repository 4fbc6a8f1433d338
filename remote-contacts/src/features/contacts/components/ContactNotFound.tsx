import { EmptyState } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { BackToContacts } from './BackToContacts';
import { StyledDetailPage } from './DetailPageFrame';

/** A contact id the API does not know (404): deleted, another organisation's, or a bad link. */
export function ContactNotFound() {
  const t = useT();
  return (
    <StyledDetailPage>
      <EmptyState
        title={t('contacts.detail.notFound.title')}
        description={t('contacts.detail.notFound.description')}
        action={<BackToContacts variant="primary" />}
      />
    </StyledDetailPage>
  );
}
