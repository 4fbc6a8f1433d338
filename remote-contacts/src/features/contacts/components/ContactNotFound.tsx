import { EmptyState } from '@meridian/shared/ui';
import { BackToContacts } from './BackToContacts';
import { StyledDetailPage } from './DetailPageFrame';

/** A contact id the API does not know (404): deleted, another organisation's, or a bad link. */
export function ContactNotFound() {
  return (
    <StyledDetailPage>
      <EmptyState title="Contact not found" description="It may have been deleted, or the link is wrong." action={<BackToContacts variant="primary" />} />
    </StyledDetailPage>
  );
}
