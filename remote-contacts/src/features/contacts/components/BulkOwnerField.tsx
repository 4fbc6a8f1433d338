import { useState } from 'react';
import { usePermissions } from '@meridian/shared/app';
import { useMembers } from '@meridian/shared/data';
import { Field, Select, type SelectOption } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { BulkEditFieldProps } from '../utils/bulkEditChoice';

/** The option that leaves the contacts without an owner ('' is the unchosen placeholder). */
const NOBODY = '__nobody__';

/**
 * The new owner: the organisation's members and 'No owner', as the contact form offers them.
 * Where only owners and admins edit others' contacts, a member may hand contacts only to
 * themselves (the API refuses anyone else, and a contact with no owner would be out of reach).
 */
export function BulkOwnerField({ onChange }: BulkEditFieldProps) {
  const t = useT();
  const { members: everyone, myId, error, isLoading } = useMembers();
  const p = usePermissions();
  const onlySelf = !p.can('admin') && p.recordAccess !== 'everyone_edits';
  const members = onlySelf ? everyone.filter((m) => m.id === myId) : everyone;
  const [value, setValue] = useState('');

  const options: SelectOption[] = [{ value: '', label: t('contacts.bulkEdit.chooseOwner'), disabled: true }];
  if (!onlySelf) options.push({ value: NOBODY, label: t('contacts.form.noOwner') });
  options.push(...members.map((m) => ({ value: m.id, label: m.name })));

  const pick = (next: string) => {
    setValue(next);
    if (next === NOBODY) return onChange({ change: { action: 'set_owner', owner_id: null }, value: null });
    const member = members.find((m) => m.id === next);
    return onChange(member ? { change: { action: 'set_owner', owner_id: member.id }, value: member.name } : null);
  };

  let hint: string | undefined;
  if (error) hint = t('contacts.form.membersFailed');
  else if (isLoading) hint = t('contacts.form.membersLoading');
  return (
    <Field label={t('contacts.form.owner')} hint={hint}>
      <Select data-autofocus value={value} options={options} onChange={(e) => pick(e.target.value)} />
    </Field>
  );
}
