import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '@meridian/shared/ui';
import type { CompanySortField, SortOrder } from '../utils/companySortOptions';

export interface SortableHeaderProps {
  field: CompanySortField;
  sortBy: CompanySortField;
  sortOrder: SortOrder;
  onSort: (field: CompanySortField, order: SortOrder) => void;
  children: ReactNode;
  className?: string;
}

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-transform: inherit;
  letter-spacing: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledArrow = styled.span<{ $active: boolean }>`
  opacity: ${({ $active }) => ($active ? 1 : 0.4)};
`;

/**
 * A column header that sorts the list by its field: the sorted column shows ↑/↓ and aria-sort,
 * a click on it reverses the order; a click on another column sorts by that one, ascending.
 */
export function SortableHeader({ field, sortBy, sortOrder, onSort, children, className }: SortableHeaderProps) {
  const active = field === sortBy;
  const ascending = sortOrder === 'asc';
  const next: SortOrder = active && ascending ? 'desc' : 'asc';
  return (
    <th scope="col" aria-sort={active ? (ascending ? 'ascending' : 'descending') : 'none'} className={className}>
      <StyledButton type="button" onClick={() => onSort(field, next)}>
        {children}
        <StyledArrow aria-hidden $active={active}>
          {active ? (ascending ? '↑' : '↓') : '↕'}
        </StyledArrow>
      </StyledButton>
    </th>
  );
}
