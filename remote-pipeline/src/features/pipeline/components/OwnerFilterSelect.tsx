import type { Member } from '@meridian/shared/model';
import { Select } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { OwnerChoice } from '../hooks/useOwnerFilter';

export interface OwnerFilterSelectProps {
  choice: OwnerChoice;
  members: readonly Member[];
  myId: string | null;
  onChoose: (choice: OwnerChoice) => void;
}

/** "Everyone" / "My deals" / each other member: whose deals the board, its totals and the export show. */
export function OwnerFilterSelect({ choice, members, myId, onChoose }: OwnerFilterSelectProps) {
  const t = useT();
  const others = members.filter((m) => m.id !== myId);
  // A member the list no longer has (or not yet) stays selectable, so the URL's filter is visible.
  const unknown = choice !== 'everyone' && choice !== 'me' && !others.some((m) => m.id === choice);
  return (
    <Select aria-label={t('pipeline.owner.label')} value={choice} onChange={(event) => onChoose(event.target.value)} style={{ width: 'auto', minWidth: 160 }}>
      <option value="everyone">{t('pipeline.owner.everyone')}</option>
      <option value="me">{t('pipeline.owner.me')}</option>
      {others.map((m) => (
        <option key={m.id} value={m.id}>
          {m.name}
        </option>
      ))}
      {unknown ? <option value={choice}>{t('pipeline.owner.another')}</option> : null}
    </Select>
  );
}
