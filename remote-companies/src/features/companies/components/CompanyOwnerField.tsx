import { usePermissions } from '@meridian/shared/app';
import { useMembers } from '@meridian/shared/data';
import type { Member } from '@meridian/shared/model';
import { Field, Select, type SelectOption } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface CompanyOwnerFieldProps {
  /** The owner's member id; '' for nobody. */
  ownerId: string;
  onChange: (ownerId: string) => void;
}

type T = ReturnType<typeof useT>;

/** 'No owner' and the members by name; the current owner stays listed while the members load or once they left. */
function everyone(members: readonly Member[], ownerId: string, t: T): SelectOption[] {
  const options: SelectOption[] = [{ value: '', label: t('companies.form.noOwner') }];
  if (ownerId && !members.some((m) => m.id === ownerId)) options.push({ value: ownerId, label: t('companies.form.unknownMember') });
  return [...options, ...members.map((m) => ({ value: m.id, label: m.name }))];
}

/** The member alone, and the current value while the members load (a select shows only a listed value). */
function selfOnly(me: readonly Member[], ownerId: string, t: T): SelectOption[] {
  const options: SelectOption[] = me.map((m) => ({ value: m.id, label: m.name }));
  if (!me.some((m) => m.id === ownerId)) options.unshift({ value: ownerId, label: ownerId ? t('companies.form.unknownMember') : t('companies.form.noOwner') });
  return options;
}

/**
 * Owner: the organisation's members by name, plus 'No owner'. Where only owners and admins edit
 * (everyone_reads, owners_only), a member may give a company only to themselves: the API refuses
 * any other owner, and a company with none would be out of their reach.
 */
export function CompanyOwnerField({ ownerId, onChange }: CompanyOwnerFieldProps) {
  const t = useT();
  const { members, myId, error, isLoading } = useMembers();
  const p = usePermissions();
  const onlySelf = !p.can('admin') && p.recordAccess !== 'everyone_edits';
  let hint: string | undefined;
  if (error) hint = t('companies.form.membersFailed');
  else if (isLoading) hint = t('companies.form.membersLoading');
  const options = onlySelf
    ? selfOnly(
        members.filter((m) => m.id === myId),
        ownerId,
        t,
      )
    : everyone(members, ownerId, t);
  return (
    <Field label={t('companies.form.owner')} hint={hint}>
      <Select name="owner_id" value={ownerId} options={options} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
