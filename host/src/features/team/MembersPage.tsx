import { useId, useState } from 'react';
import { errorText, teamApi } from '@meridian/shared/api';
import { usePageTitle, usePermissions } from '@meridian/shared/app';
import { useSessionStore } from '@meridian/shared/auth';
import type { Invitation, Role, TeamMember } from '@meridian/shared/model';
import { BackLink, Button, EmptyState, ErrorState, PageHeader, PlusIcon, StyledPageContainer, toast, useConfirm } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { NoAccess } from '../common/NoAccess';
import { StyledSection } from '../common/Page';
import { InvitationsTable } from './InvitationsTable';
import { InviteDialog } from './InviteDialog';
import { MembersSkeleton } from './MembersSkeleton';
import { MembersTable } from './MembersTable';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { useTeam } from './useTeam';

/**
 * Settings › Members (admins and owners): the organisation's members and open invitations, with
 * invite, change role, remove and revoke. The API decides; the page offers only what it accepts.
 */
export function MembersPage() {
  const t = useT();
  usePageTitle(t('shell.members.title'));
  const { role, can } = usePermissions();
  const callerId = useSessionStore((s) => s.user?.id ?? '');
  const admin = can('admin');
  const { data, error, isLoading, mutate } = useTeam(admin);
  const confirm = useConfirm();
  const membersHeading = useId();
  const invitationsHeading = useId();
  // true: a new invitation; an address and role: a new link for an open one.
  const [inviting, setInviting] = useState<boolean | { email: string; role: Role }>(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  if (!admin) return <NoAccess />;

  const revoke = async (invitation: Invitation) => {
    const confirmed = await confirm({
      title: translate('shell.invitations.revokeTitle'),
      message: translate('shell.invitations.revokeText', { email: invitation.email }),
      confirmLabel: translate('shell.invitations.revoke'),
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await teamApi.revokeInvitation(invitation.id);
      toast.success(translate('shell.invitations.revoked', { email: invitation.email }));
    } catch (failure) {
      toast.error(errorText(failure, translate('shell.invitations.revokeFailed')));
    }
    await mutate();
  };

  const body = () => {
    if (error && !data) return <ErrorState title={t('shell.members.loadFailed')} description={errorText(error, '')} onRetry={() => void mutate()} />;
    if (isLoading || !data) return <MembersSkeleton />;
    return (
      <>
        <StyledSection>
          <h2 id={membersHeading}>{t('shell.members.membersHeading')}</h2>
          {data.members.length ? (
            <MembersTable labelledBy={membersHeading} members={data.members} caller={{ id: callerId, role }} onRemove={setRemoving} />
          ) : (
            <EmptyState title={t('shell.members.empty')} />
          )}
        </StyledSection>
        <StyledSection>
          <h2 id={invitationsHeading}>{t('shell.invitations.heading')}</h2>
          {data.invitations.length ? (
            <InvitationsTable labelledBy={invitationsHeading} invitations={data.invitations} onRevoke={(i) => void revoke(i)} onRenew={setInviting} />
          ) : (
            <EmptyState title={t('shell.invitations.empty')} description={t('shell.invitations.emptyText')} />
          )}
        </StyledSection>
      </>
    );
  };

  return (
    <StyledPageContainer>
      <BackLink to="/settings">{t('shell.backToSettings')}</BackLink>
      <PageHeader
        title={t('shell.members.title')}
        subtitle={data ? t('shell.members.count', { count: data.members.length }) : undefined}
        actions={
          <Button variant="primary" onClick={() => setInviting(true)}>
            <PlusIcon aria-hidden="true" /> {t('shell.members.invite')}
          </Button>
        }
      />
      {body()}
      {inviting ? <InviteDialog caller={role} initial={inviting === true ? undefined : inviting} onClose={() => setInviting(false)} /> : null}
      {removing && data ? <RemoveMemberDialog member={removing} members={data.members} callerId={callerId} onClose={() => setRemoving(null)} /> : null}
    </StyledPageContainer>
  );
}
