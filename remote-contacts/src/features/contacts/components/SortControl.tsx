import { useId } from 'react';
import styled from 'styled-components';
import { IconButton, Select, space } from '@meridian/shared/ui';
import {
  CONTACT_SORT_OPTIONS, isContactSortField, type ContactSortField, type SortOrder,
} from '../utils/contactSortOptions';

export interface SortControlProps {
  sortBy: ContactSortField;
  sortOrder: SortOrder;
  onSortByChange: (field: ContactSortField) => void;
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

const StyledArrow = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
`;

/** 'Sort by' (sent as sort_by, deviation 3) and an ascending/descending toggle (sort_order). */
export function SortControl({ sortBy, sortOrder, onSortByChange, onSortOrderChange }: SortControlProps) {
  const id = useId();
  const ascending = sortOrder === 'asc';
  const label = ascending ? 'Sort ascending' : 'Sort descending';
  return (
    <StyledSort>
      <StyledLabel htmlFor={id}>Sort by</StyledLabel>
      <Select
        id={id}
        style={{ width: 160 }}
        value={sortBy}
        options={CONTACT_SORT_OPTIONS}
        onChange={(e) => isContactSortField(e.target.value) && onSortByChange(e.target.value)}
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
