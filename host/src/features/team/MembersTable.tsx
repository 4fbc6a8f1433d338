import { useId } from 'react';
import { formatDate } from '@meridian/shared/format';
import type { Role, TeamMember } from '@meridian/shared/model';
import { Badge, Button } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import { MemberRoleSelect } from './MemberRoleSelect';
import { daysSince, lockOf } from './roles';
import { StyledTeamTable } from './StyledTeamTable';

export interface MembersTableProps {
  members: readonly TeamMember[];
  caller: { id: string; role: Role };
  onRemove: (member: TeamMember) => void;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

const WEEK = 7;

function LastActive({ at }: { at: string | null }) {
  const t = useT();
  const days = daysSince(at);
  if (days === null) return <>{t('shell.members.neverActive')}</>;
  return <>{days < WEEK ? t('shell.members.activeDaysAgo', { days }) : formatDate(at)}</>;
}

interface MemberRowProps extends MembersTableProps {
  member: TeamMember;
}

function MemberRow({ member, members, caller, onRemove }: MemberRowProps) {
  const t = useT();
  const noteId = useId();
  const lock = lockOf(member, caller.role, members);
  const self = member.id === caller.id;
  return (
    <tr>
      <td data-label={t('shell.members.name')}>
        <span>
          <strong>{member.name}</strong> {self ? <Badge tone="info">{t('shell.members.you')}</Badge> : null}
        </span>
      </td>
      <td data-label={t('shell.members.email')}>{member.email}</td>
      <td data-label={t('shell.members.role')}>
        <div>
          <MemberRoleSelect member={member} caller={caller.role} self={self} lockedBy={lock ? noteId : undefined} />
          {lock ? <small id={noteId}>{t(`shell.members.lock.${lock}`)}</small> : null}
        </div>
      </td>
      <td data-label={t('shell.members.lastActive')}>
        <LastActive at={member.last_active_at} />
      </td>
      <td data-label={t('shell.members.status')}>
        <Badge tone="success">{t('shell.members.status.active')}</Badge>
      </td>
      <td data-label={t('shell.members.actions')}>
        {self ? null : (
          <Button
            size="sm"
            variant="ghost"
            disabled={Boolean(lock)}
            aria-describedby={lock ? noteId : undefined}
            aria-label={t('shell.members.removeNamed', { name: member.name })}
            onClick={() => onRemove(member)}
          >
            {t('shell.members.remove')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The organisation's members: role (changed in place), last activity, and Remove. */
export function MembersTable(props: MembersTableProps) {
  const t = useT();
  return (
    <StyledTeamTable aria-labelledby={props.labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('shell.members.name')}</th>
          <th scope="col">{t('shell.members.email')}</th>
          <th scope="col">{t('shell.members.role')}</th>
          <th scope="col">{t('shell.members.lastActive')}</th>
          <th scope="col">{t('shell.members.status')}</th>
          <th scope="col">{t('shell.members.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {props.members.map((member) => (
          <MemberRow key={member.id} member={member} {...props} />
        ))}
      </tbody>
    </StyledTeamTable>
  );
}
