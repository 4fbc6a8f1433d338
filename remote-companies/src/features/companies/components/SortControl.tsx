import { useId } from 'react';
import styled from 'styled-components';
import { IconButton, Select, space } from '@meridian/shared/ui';
import {
  COMPANY_SORT_OPTIONS, isCompanySortField, type CompanySortField, type SortOrder,
} from '../utils/companySortOptions';

export interface SortControlProps {
  sortBy: CompanySortField;
  sortOrder: SortOrder;
  onSortByChange: (field: CompanySortField) => void;
  onSortOrderChange: (order: SortOrder) => void;
}

const StyledSort = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  white-space: nowrap;
`;

const StyledLabel = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Narrow enough for 'Sort by', the select and the arrow in a phone's 390 px. */
const StyledSortSelect = styled(Select)`
  width: 160px;
`;

const StyledArrow = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
`;

/**
 * 'Sort by' (Name, Industry, Size, Date Created) and an ascending/descending arrow, as on the
 * contacts page; both go to the server (deviation 3).
 */
export function SortControl({ sortBy, sortOrder, onSortByChange, onSortOrderChange }: SortControlProps) {
  const id = useId();
  const ascending = sortOrder === 'asc';
  const label = ascending ? 'Sort ascending' : 'Sort descending';
  return (
    <StyledSort>
      <StyledLabel htmlFor={id}>Sort by</StyledLabel>
      <StyledSortSelect
        id={id}
        value={sortBy}
        options={COMPANY_SORT_OPTIONS}
        onChange={(e) => isCompanySortField(e.target.value) && onSortByChange(e.target.value)}
      />
      <IconButton
        variant="secondary"
        aria-label={`${label} (click to reverse)`}
        title={label}
        onClick={() => onSortOrderChange(ascending ? 'desc' : 'asc')}
      >
        <StyledArrow aria-hidden>{ascending ? '↑' : '↓'}</StyledArrow>
      </IconButton>
    </StyledSort>
  );
}
