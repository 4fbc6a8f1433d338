import { useId } from 'react';
import type { Member } from '@meridian/contract';
import { Select, space } from '@meridian/shared/ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const StyledFilter = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  label {
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  select {
    min-width: 160px;
  }
`;

export interface MemberFilterProps {
  members: Member[];
  myId: string | null;
  value: string;
  onChange: (memberId: string) => void;
}

/** "Whose work": the member's own by default, or any other member's (anyone may look). */
export function MemberFilter({ members, myId, value, onChange }: MemberFilterProps) {
  const t = useT();
  const id = useId();
  const others = members.filter((member) => member.id !== myId);
  const options = [
    ...(myId ? [{ value: myId, label: t('activities.filter.me') }] : []),
    ...others.map((member) => ({ value: member.id, label: member.name || member.email })),
  ];
  // A member not (or no longer) listed stays choosable while it is the one shown.
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: t('activities.filter.unknown') });
  return (
    <StyledFilter>
      <label htmlFor={id}>{t('activities.filter.label')}</label>
      <Select id={id} value={value} options={options} onChange={(event) => onChange(event.target.value)} />
    </StyledFilter>
  );
}
