import styled from 'styled-components';
import { Select, type SelectOption } from '@meridian/shared/ui';

export interface OwnerFilterControlProps {
  mine: boolean;
  onChange: (mine: boolean) => void;
}

const OPTIONS: readonly SelectOption[] = [
  { value: 'all', label: 'All contacts' },
  { value: 'mine', label: 'My contacts' },
];

/** As narrow as the sort select, so it wraps onto its own line on a phone instead of overflowing. */
const StyledOwnerSelect = styled(Select)`
  width: 160px;
`;

/** 'All contacts' / 'My contacts': the contacts the signed-in user owns. */
export function OwnerFilterControl({ mine, onChange }: OwnerFilterControlProps) {
  return <StyledOwnerSelect aria-label="Show" value={mine ? 'mine' : 'all'} options={OPTIONS} onChange={(e) => onChange(e.target.value === 'mine')} />;
}
