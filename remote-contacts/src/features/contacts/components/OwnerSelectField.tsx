import { usePermissions } from '@meridian/shared/app';
import { Field, Select, type SelectOption } from '@meridian/shared/ui';
import { useMembers } from '@meridian/shared/data';
import type { Member } from '@meridian/shared/model';
import { useT } from '../../../i18n';

export interface OwnerSelectFieldProps {
  /** The owner's member id; '' for nobody. */
  ownerId: string;
  onChange: (ownerId: string) => void;
}

function buildOptions(members: readonly Member[], ownerId: string, t: ReturnType<typeof useT>): SelectOption[] {
  // The option that leaves a contact without an owner.
  const options: SelectOption[] = [{ value: '', label: t('contacts.form.noOwner') }];
  // The current owner stays listed (and selected) while the members load, or once they left.
  if (ownerId && !members.some((m) => m.id === ownerId)) options.push({ value: ownerId, label: t('contacts.form.unknownMember') });
  options.push(...members.map((m) => ({ value: m.id, label: m.name })));
  return options;
}

/** The member alone, and the current value while the members load (a select shows only a listed value). */
function selfOnly(me: readonly Member[], ownerId: string, t: ReturnType<typeof useT>): SelectOption[] {
  const options: SelectOption[] = me.map((m) => ({ value: m.id, label: m.name }));
  if (!me.some((m) => m.id === ownerId)) options.unshift({ value: ownerId, label: ownerId ? t('contacts.form.unknownMember') : t('contacts.form.noOwner') });
  return options;
}

/**
 * Owner: the organisation's members by name, plus 'No owner'. Where only owners and admins edit
 * (everyone_reads, owners_only), a member may give a contact only to themselves: the API refuses
 * any other owner, and a contact with none would be out of their reach.
 */
export function OwnerSelectField({ ownerId, onChange }: OwnerSelectFieldProps) {
  const t = useT();
  const { members: everyone, myId, error, isLoading } = useMembers();
  const p = usePermissions();
  const onlySelf = !p.can('admin') && p.recordAccess !== 'everyone_edits';
  const members = onlySelf ? everyone.filter((m) => m.id === myId) : everyone;
  let hint: string | undefined;
  if (error) hint = t('contacts.form.membersFailed');
  else if (isLoading) hint = t('contacts.form.membersLoading');
  return (
    <Field label={t('contacts.form.owner')} hint={hint}>
      <Select
        value={ownerId}
        options={onlySelf ? selfOnly(members, ownerId, t) : buildOptions(members, ownerId, t)}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
