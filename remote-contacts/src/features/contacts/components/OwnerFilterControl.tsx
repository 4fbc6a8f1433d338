import styled from 'styled-components';
import { Select } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface OwnerFilterControlProps {
  mine: boolean;
  onChange: (mine: boolean) => void;
}

/** As narrow as the sort select, so it wraps onto its own line on a phone instead of overflowing. */
const StyledOwnerSelect = styled(Select)`
  width: 160px;
`;

/** 'All contacts' / 'My contacts': the contacts the signed-in user owns. */
export function OwnerFilterControl({ mine, onChange }: OwnerFilterControlProps) {
  const t = useT();
  const options = [
    { value: 'all', label: t('contacts.owner.all') },
    { value: 'mine', label: t('contacts.owner.mine') },
  ];
  return (
    <StyledOwnerSelect
      aria-label={t('contacts.owner.label')}
      value={mine ? 'mine' : 'all'}
      options={options}
      onChange={(e) => onChange(e.target.value === 'mine')}
    />
  );
}
