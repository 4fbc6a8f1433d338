import { useId } from 'react';
import styled from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { space } from '../theme/tokens';
import { IconButton } from './IconButton';
import { Select, type SelectOption } from './Select';

export type SortOrder = 'asc' | 'desc';

export interface SortControlProps<F extends string> {
  options: readonly SelectOption[];
  /** Narrows the select's value to a field the list sorts by. */
  isField: (value: string) => value is F;
  sortBy: F;
  sortOrder: SortOrder;
  onSortByChange: (field: F) => void;
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

/** 'Sort by' a field and an ascending/descending arrow (contacts and companies, deviation 3). */
export function SortControl<F extends string>({ options, isField, sortBy, sortOrder, onSortByChange, onSortOrderChange }: SortControlProps<F>) {
  const id = useId();
  const ascending = sortOrder === 'asc';
  const t = useCommonT();
  const label = ascending ? t('common.sort.ascending') : t('common.sort.descending');
  return (
    <StyledSort>
      <StyledLabel htmlFor={id}>{t('common.sort.by')}</StyledLabel>
      <StyledSortSelect id={id} value={sortBy} options={options} onChange={(e) => isField(e.target.value) && onSortByChange(e.target.value)} />
      <IconButton
        variant="secondary"
        aria-label={ascending ? t('common.sort.ascendingReverse') : t('common.sort.descendingReverse')}
        title={label}
        onClick={() => onSortOrderChange(ascending ? 'desc' : 'asc')}
      >
        <StyledArrow aria-hidden>{ascending ? '↑' : '↓'}</StyledArrow>
      </IconButton>
    </StyledSort>
  );
}
