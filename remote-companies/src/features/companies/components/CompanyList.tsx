import type { Company } from '@meridian/shared/model';
import { useCallback, useId } from 'react';
import { StyledVisuallyHidden, useRovingFocus, type MultiSelect, type ViewMode } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useGridColumns } from '../hooks/useGridColumns';
import type { CompanySortField, SortOrder } from '../utils/companySortOptions';
import { CompanyCard } from './CompanyCard';
import { StyledCardGrid } from './CompanyCard.styles';
import { CompanyTable } from './CompanyTable';

export interface CompanyListProps {
  companies: readonly Company[];
  view: ViewMode;
  selection: MultiSelect<string>;
  /** Selecting (for bulk delete) is an admin's: without it no checkbox and no multi-select. */
  selectable: boolean;
  /** May change this company (role and record access): its Edit button. */
  canEdit: (company: Company) => boolean;
  sortBy: CompanySortField;
  sortOrder: SortOrder;
  onSort: (field: CompanySortField, order: SortOrder) => void;
  onOpen: (company: Company) => void;
  onLongPress: (id: string) => void;
  onEdit: (company: Company) => void;
  onViewContacts: (company: Company) => void;
}

const ignore = () => undefined;

/** The cards as a grid, or the list view's table. */
export function CompanyList({ companies, view, selection, selectable, sortBy, sortOrder, onSort, onLongPress, ...handlers }: CompanyListProps) {
  if (view === 'list') {
    return (
      <CompanyTable
        companies={companies}
        isSelected={selection.isSelected}
        onToggle={selectable ? selection.toggle : undefined}
        sortBy={sortBy}
        sortOrder={sortOrder}
        onSort={onSort}
        {...handlers}
      />
    );
  }
  return <CompanyCards companies={companies} selection={selection} selectable={selectable} onLongPress={onLongPress} {...handlers} />;
}

type CompanyCardsProps = Pick<CompanyListProps, 'companies' | 'selection' | 'selectable' | 'canEdit' | 'onLongPress' | 'onOpen' | 'onEdit' | 'onViewContacts'>;

/** The grid view: one Tab stop, the arrow keys between cards (roving focus), Enter opens one. */
function CompanyCards({ companies, selection, selectable, canEdit, onLongPress, onEdit, ...handlers }: CompanyCardsProps) {
  const t = useT();
  const hintId = useId();
  const [gridRef, columns] = useGridColumns(companies.length);
  const { containerProps, itemProps } = useRovingFocus({ count: companies.length, columns });
  const { ref: rovingRef, ...containerHandlers } = containerProps;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      rovingRef(element);
      gridRef(element);
    },
    [rovingRef, gridRef],
  );
  return (
    <StyledCardGrid data-view="grid" ref={ref} {...containerHandlers}>
      <StyledVisuallyHidden id={hintId}>{t('companies.list.cardsHint')}</StyledVisuallyHidden>
      {companies.map((company, index) => (
        <CompanyCard
          key={company.id}
          company={company}
          selectMode={selectable && selection.active}
          selected={selection.isSelected(company.id)}
          onToggle={selectable ? selection.toggle : ignore}
          onLongPress={onLongPress}
          roving={itemProps(index)}
          hintId={hintId}
          onEdit={canEdit(company) ? onEdit : undefined}
          {...handlers}
        />
      ))}
    </StyledCardGrid>
  );
}
