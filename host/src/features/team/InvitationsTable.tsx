import { formatDate } from '@meridian/shared/format';
import type { Invitation } from '@meridian/shared/model';
import { Badge, Button } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import { StyledTeamTable } from './StyledTeamTable';

export interface InvitationsTableProps {
  invitations: readonly Invitation[];
  onRevoke: (invitation: Invitation) => void;
  /** Makes a new link for the same address and role (the link is shown only when made). */
  onRenew: (invitation: Invitation) => void;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** Invitations not yet accepted: pending ones until they expire, expired ones until revoked. */
export function InvitationsTable({ invitations, onRevoke, onRenew, labelledBy }: InvitationsTableProps) {
  const t = useT();
  return (
    <StyledTeamTable aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('shell.members.email')}</th>
          <th scope="col">{t('shell.members.role')}</th>
          <th scope="col">{t('shell.invitations.invitedBy')}</th>
          <th scope="col">{t('shell.invitations.expires')}</th>
          <th scope="col">{t('shell.members.status')}</th>
          <th scope="col">{t('shell.members.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <td data-label={t('shell.members.email')}>{invitation.email}</td>
            <td data-label={t('shell.members.role')}>{t(`shell.role.${invitation.role}`)}</td>
            <td data-label={t('shell.invitations.invitedBy')}>{invitation.invited_by}</td>
            <td data-label={t('shell.invitations.expires')}>{formatDate(invitation.expires_at)}</td>
            <td data-label={t('shell.members.status')}>
              <Badge tone={invitation.status === 'pending' ? 'warning' : 'neutral'}>{t(`shell.invitations.status.${invitation.status}`)}</Badge>
            </td>
            <td data-label={t('shell.members.actions')}>
              <Button size="sm" variant="ghost" aria-label={t('shell.invitations.renewNamed', { email: invitation.email })} onClick={() => onRenew(invitation)}>
                {t('shell.invitations.renew')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('shell.invitations.revokeNamed', { email: invitation.email })}
                onClick={() => onRevoke(invitation)}
              >
                {t('shell.invitations.revoke')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </StyledTeamTable>
  );
}
