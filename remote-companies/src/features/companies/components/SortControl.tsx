import styled from 'styled-components';
import { Select, space } from '@meridian/shared/ui';
import { COMPANY_SORT_OPTIONS, type CompanySortField, type SortOrder } from '../utils/companySortOptions';

export interface SortControlProps {
  sortBy: CompanySortField;
  sortOrder: SortOrder;
  onSortByChange: (field: CompanySortField) => void;
  onSortOrderChange: (order: SortOrder) => void;
}

const ORDER_OPTIONS = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

const StyledSortSelect = styled(Select)`
  width: 150px;
`;

const StyledSort = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

/** 'Sort by' (Name, Industry, Size, Date Created) and the order; both go to the server. */
export function SortControl({ sortBy, sortOrder, onSortByChange, onSortOrderChange }: SortControlProps) {
  return (
    <StyledSort>
      <span aria-hidden>Sort by</span>
      <StyledSortSelect
        aria-label="Sort by"
        value={sortBy}
        options={COMPANY_SORT_OPTIONS}
        onChange={(e) => onSortByChange(e.target.value as CompanySortField)}
      />
      <StyledSortSelect
        aria-label="Sort order"
        value={sortOrder}
        options={ORDER_OPTIONS}
        onChange={(e) => onSortOrderChange(e.target.value as SortOrder)}
      />
    </StyledSort>
  );
}
