import { usePageTitle } from '@meridian/shared/app';
import { EmptyState } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { BackToContacts } from './BackToContacts';
import { StyledDetailPage } from './DetailPageFrame';

/** /contacts/{blank id}: nothing to show yet. */
export function NoContactSelected() {
  const t = useT();
  usePageTitle(t('contacts.page.title'));
  return (
    <StyledDetailPage>
      <EmptyState
        title={t('contacts.detail.noneSelected.title')}
        description={t('contacts.detail.noneSelected.description')}
        action={<BackToContacts variant="primary" />}
      />
    </StyledDetailPage>
  );
}
