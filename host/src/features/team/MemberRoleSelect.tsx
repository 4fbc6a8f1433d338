import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorText, keys, teamApi } from '@meridian/shared/api';
import type { Role, TeamMember } from '@meridian/shared/model';
import { Select, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { assignableRoles } from './roles';

export interface MemberRoleSelectProps {
  member: TeamMember;
  caller: Role;
  /** The member is the caller: a new role changes what they may do here (/me). */
  self?: boolean;
  /** Set when the role cannot be changed: the id of the text that says why. */
  lockedBy?: string;
}

/** A member's role, changed the moment another is picked (PUT /organisation/members/:id). */
export function MemberRoleSelect({ member, caller, self = false, lockedBy }: MemberRoleSelectProps) {
  const t = useT();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  // An owner shown to an admin keeps the owner option, so the select names the role it has.
  const roles = Array.from(new Set([...assignableRoles(caller), member.role]));

  const change = async (role: Role) => {
    setSaving(true);
    try {
      await teamApi.changeRole(member.id, role);
      toast.success(translate('shell.members.roleChanged', { name: member.name, role: translate(`shell.role.${role}`) }));
      await mutate(keys.team());
      if (self) void mutate(keys.me());
    } catch (error) {
      toast.error(errorText(error, translate('shell.members.roleFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Select
      aria-label={t('shell.members.roleOf', { name: member.name })}
      aria-describedby={lockedBy}
      value={member.role}
      disabled={Boolean(lockedBy) || saving}
      onChange={(event) => void change(event.target.value as Role)}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {t(`shell.role.${role}`)}
        </option>
      ))}
    </Select>
  );
}
