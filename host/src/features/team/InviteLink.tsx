import { formatDate } from '@meridian/shared/format';
import type { InvitationCreated } from '@meridian/shared/model';
import { Button } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import { CopyLinkField } from '../common/CopyLinkField';
import { StyledDialogActions, StyledDialogBody } from './StyledDialogParts';

export interface InviteLinkProps {
  titleId: string;
  created: InvitationCreated;
  onDone: () => void;
}

/** The invitation made: its link (shown only now), when it stops working, and whether it was emailed. */
export function InviteLink({ titleId, created, onDone }: InviteLinkProps) {
  const t = useT();
  const { invitation, link, email_sent: sent } = created;
  return (
    <StyledDialogBody
      onSubmit={(event) => {
        event.preventDefault();
        onDone();
      }}
    >
      <h2 id={titleId}>{t('shell.invite.createdTitle')}</h2>
      <p>{sent ? t('shell.invite.emailSent', { email: invitation.email }) : t('shell.invite.emailNotSent', { email: invitation.email })}</p>
      <CopyLinkField label={t('shell.invite.link')} value={link} focusOnMount />
      <p>{t('shell.invite.expires', { date: formatDate(invitation.expires_at) })}</p>
      <StyledDialogActions>
        <Button type="submit" variant="primary">
          {t('shell.invite.done')}
        </Button>
      </StyledDialogActions>
    </StyledDialogBody>
  );
}
