import type { Company } from '@meridian/shared/model';
import type { MultiSelect, ViewMode } from '@meridian/shared/ui';
import type { CompanySortField, SortOrder } from '../utils/companySortOptions';
import { CompanyCard } from './CompanyCard';
import { StyledCardGrid } from './CompanyCard.styles';
import { CompanyTable } from './CompanyTable';

export interface CompanyListProps {
  companies: readonly Company[];
  view: ViewMode;
  selection: MultiSelect<string>;
  sortBy: CompanySortField;
  sortOrder: SortOrder;
  onSort: (field: CompanySortField, order: SortOrder) => void;
  onOpen: (company: Company) => void;
  onLongPress: (id: string) => void;
  onEdit: (company: Company) => void;
  onViewContacts: (company: Company) => void;
}

/** The cards as a grid, or the list view's table. */
export function CompanyList({ companies, view, selection, sortBy, sortOrder, onSort, onLongPress, ...handlers }: CompanyListProps) {
  if (view === 'list') {
    return (
      <CompanyTable
        companies={companies}
        isSelected={selection.isSelected}
        onToggle={selection.toggle}
        sortBy={sortBy}
        sortOrder={sortOrder}
        onSort={onSort}
        {...handlers}
      />
    );
  }
  return (
    <StyledCardGrid data-view="grid">
      {companies.map((company) => (
        <CompanyCard
          key={company.id}
          company={company}
          selectMode={selection.active}
          selected={selection.isSelected(company.id)}
          onToggle={selection.toggle}
          onLongPress={onLongPress}
          {...handlers}
        />
      ))}
    </StyledCardGrid>
  );
}
