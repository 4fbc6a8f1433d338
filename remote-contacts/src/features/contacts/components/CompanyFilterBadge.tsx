import styled from 'styled-components';
import { Badge, CloseIcon, IconButton, space } from '@meridian/shared/ui';
import type { CompanyFilter } from '../hooks/useContactsQuery';

export interface CompanyFilterBadgeProps {
  filter: CompanyFilter | null;
  onClear: () => void;
}

const StyledFilter = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
`;

/** 'Filtered by {company}' with a clear button, when the list is limited to one company. */
export function CompanyFilterBadge({ filter, onClear }: CompanyFilterBadgeProps) {
  if (!filter) return null;
  return (
    <StyledFilter>
      <Badge tone="info">{`Filtered by ${filter.name}`}</Badge>
      <IconButton size="sm" aria-label="Clear company filter" title="Clear company filter" onClick={onClear}>
        <CloseIcon size={14} />
      </IconButton>
    </StyledFilter>
  );
}
