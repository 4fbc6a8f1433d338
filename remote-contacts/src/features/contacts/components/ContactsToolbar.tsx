import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ChevronDownIcon, SearchInput, SortControl, space, Toolbar, ViewToggle, type ViewMode } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { usePhoneLayout } from '../../common/hooks/usePhoneLayout';
import type { useContactsQuery } from '../hooks/useContactsQuery';
import { contactSortOptions, isContactSortField } from '../utils/contactSortOptions';
import { CompanyFilterBadge } from './CompanyFilterBadge';
import { FilterIcon } from './FilterIcon';
import { OwnerFilterControl } from './OwnerFilterControl';

export interface ContactsToolbarProps {
  query: ReturnType<typeof useContactsQuery>;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  /** The selection bar (shown while cards are selected), at the toolbar's end. */
  selection: ReactNode;
}

/** Search and sort share a row while there is room. */
const StyledSearch = styled(SearchInput)`
  flex: 1 1 260px;
`;

/** A phone: the search takes the row beside the one Filters button. */
const StyledPhoneRow = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${space(2)};
  width: 100%;

  & > :first-child {
    flex: 1;
    min-width: 0;
    max-width: none;
  }
`;

const StyledChevron = styled(ChevronDownIcon)<{ $open: boolean }>`
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

/** The filters a phone keeps behind its Filters button, one under the other at full width. */
const StyledFilterPanel = styled.div`
  display: flex;
  flex-direction: column;
  flex-wrap: nowrap;
  align-items: stretch;
  gap: ${space(3)};
  width: 100%;
  padding: ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  & select {
    flex: 1;
    width: 100%;
  }
  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
  }
`;

/**
 * The list's search, sort, owner and company filters. On a phone the search fills the row and
 * the rest (with the grid/list toggle) sits behind one Filters button, so the first screen is
 * left to the cards; the button counts the filters in force.
 */
export function ContactsToolbar({ query: q, view, onViewChange, selection }: ContactsToolbarProps) {
  const t = useT();
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const sort = (
    <SortControl
      options={contactSortOptions()}
      isField={isContactSortField}
      sortBy={q.sortBy}
      sortOrder={q.sortOrder}
      onSortByChange={q.setSortBy}
      onSortOrderChange={q.setSortOrder}
    />
  );
  const owner = <OwnerFilterControl mine={q.mine} onChange={q.setMine} />;
  const company = <CompanyFilterBadge filter={q.companyFilter} onClear={q.clearCompanyFilter} />;

  if (!phone) {
    return (
      <Toolbar>
        <div>
          <StyledSearch value={q.searchText} onChange={q.setSearchText} placeholder={t('contacts.toolbar.search')} />
          {sort}
          {owner}
          {company}
        </div>
        {selection}
      </Toolbar>
    );
  }

  const active = Number(q.mine) + Number(Boolean(q.companyFilter));
  return (
    <Toolbar>
      <StyledPhoneRow>
        <SearchInput
          value={q.searchText}
          onChange={q.setSearchText}
          placeholder={t('contacts.toolbar.searchShort')}
          aria-label={t('contacts.toolbar.search')}
        />
        <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
          <FilterIcon size={14} />
          {t('contacts.toolbar.filters', { count: active })}
          <StyledChevron size={14} $open={open} />
        </Button>
      </StyledPhoneRow>
      {open ? (
        <StyledFilterPanel id={panelId} role="group" aria-label={t('contacts.toolbar.filtersPanel')}>
          {sort}
          <div>{owner}</div>
          <div>
            <ViewToggle value={view} onChange={onViewChange} />
            {company}
          </div>
        </StyledFilterPanel>
      ) : null}
      {selection}
    </Toolbar>
  );
}
