import { usePageTitle } from '@meridian/shared/app';
import { EmptyState } from '@meridian/shared/ui';
import { BackToContacts } from './BackToContacts';
import { StyledDetailPage } from './DetailPageFrame';

/** /contacts/{blank id}: nothing to show yet. */
export function NoContactSelected() {
  usePageTitle('Contacts');
  return (
    <StyledDetailPage>
      <EmptyState title="Select a contact" description="Choose a contact from the list to see its details." action={<BackToContacts variant="primary" />} />
    </StyledDetailPage>
  );
}
