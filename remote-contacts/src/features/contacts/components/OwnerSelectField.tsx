import { Field, Select, type SelectOption } from '@meridian/shared/ui';
import { useMembers } from '@meridian/shared/data';
import type { Member } from '@meridian/shared/model';

export interface OwnerSelectFieldProps {
  /** The owner's member id; '' for nobody. */
  ownerId: string;
  onChange: (ownerId: string) => void;
}

/** The words of the option that leaves a contact without an owner. */
const NO_OWNER = 'No owner';

function buildOptions(members: readonly Member[], ownerId: string): SelectOption[] {
  const options: SelectOption[] = [{ value: '', label: NO_OWNER }];
  // The current owner stays listed (and selected) while the members load, or once they left.
  if (ownerId && !members.some((m) => m.id === ownerId)) options.push({ value: ownerId, label: 'Unknown member' });
  options.push(...members.map((m) => ({ value: m.id, label: m.name })));
  return options;
}

/** Owner: the organisation's members by name, plus 'No owner'. */
export function OwnerSelectField({ ownerId, onChange }: OwnerSelectFieldProps) {
  const { members, error, isLoading } = useMembers();
  const hint = error ? 'Members could not be loaded' : isLoading ? 'Loading members...' : undefined;
  return (
    <Field label="Owner" hint={hint}>
      <Select value={ownerId} options={buildOptions(members, ownerId)} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
