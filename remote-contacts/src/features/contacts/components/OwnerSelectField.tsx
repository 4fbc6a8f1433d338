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

/** Owner: the organisation's members by name, plus 'No owner'. */
export function OwnerSelectField({ ownerId, onChange }: OwnerSelectFieldProps) {
  const t = useT();
  const { members, error, isLoading } = useMembers();
  let hint: string | undefined;
  if (error) hint = t('contacts.form.membersFailed');
  else if (isLoading) hint = t('contacts.form.membersLoading');
  return (
    <Field label={t('contacts.form.owner')} hint={hint}>
      <Select value={ownerId} options={buildOptions(members, ownerId, t)} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
