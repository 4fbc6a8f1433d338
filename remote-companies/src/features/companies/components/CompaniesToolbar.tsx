import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ChevronDownIcon, PHONE_MEDIA, PHONE_QUERY, SearchInput, SortControl, space, Toolbar, useMediaQuery } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { companySortOptions, isCompanySortField, type CompanySortField, type SortOrder } from '../utils/companySortOptions';

export interface CompaniesToolbarProps {
  searchText: string;
  onSearchChange: (text: string) => void;
  sortBy: CompanySortField;
  sortOrder: SortOrder;
  onSortByChange: (field: CompanySortField) => void;
  onSortOrderChange: (order: SortOrder) => void;
  /** The selection actions (SelectionBar). */
  selection: ReactNode;
  /** Multi-select mode is on: its actions stay in sight, even on a phone. */
  selecting: boolean;
}

/** Search and sort take the toolbar's free width (the selection actions keep the rest). */
const StyledToolbarMain = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

/** Search and sort share a row while there is room; on a phone the search shares it with the Filters button only. */
const StyledSearch = styled(SearchInput)`
  flex: 1 1 260px;
  min-width: 0;

  ${PHONE_MEDIA} {
    flex-basis: 0;
    max-width: none;
  }

  /* The clear button shows only once something is typed: until then the placeholder has its room. */
  input:placeholder-shown {
    padding-right: ${space(3)};
  }
`;

/** The phone's filters: a row of their own under the search, opened by the Filters button. */
const StyledFilters = styled.div`
  display: flex;
  flex: 1 0 100%;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

const StyledChevron = styled(ChevronDownIcon)<{ $open: boolean }>`
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

/**
 * The companies toolbar. On a desktop: search, 'Sort by' and the selection actions in one row.
 * On a phone it takes one row: the search and a 'Filters' button that opens the sort (and
 * Select All) below it, so the first screen is left to the companies.
 */
export function CompaniesToolbar({
  searchText,
  onSearchChange,
  sortBy,
  sortOrder,
  onSortByChange,
  onSortOrderChange,
  selection,
  selecting,
}: CompaniesToolbarProps) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const sort = (
    <SortControl
      options={companySortOptions()}
      isField={isCompanySortField}
      sortBy={sortBy}
      sortOrder={sortOrder}
      onSortByChange={onSortByChange}
      onSortOrderChange={onSortOrderChange}
    />
  );

  return (
    <Toolbar data-compact={phone || undefined}>
      <StyledToolbarMain>
        <StyledSearch value={searchText} onChange={onSearchChange} placeholder={t('companies.search.placeholder')} />
        {phone ? (
          <Button aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen((open) => !open)}>
            {t('companies.toolbar.filters')}
            <StyledChevron size={16} $open={filtersOpen} />
          </Button>
        ) : (
          sort
        )}
        {phone && filtersOpen ? (
          <StyledFilters id={filtersId}>
            {sort}
            {selecting ? null : selection}
          </StyledFilters>
        ) : null}
      </StyledToolbarMain>
      {phone && !selecting ? null : selection}
    </Toolbar>
  );
}
