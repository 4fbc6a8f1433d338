import type { Company, ViewColumn } from '@meridian/shared/model';
import { lazy, Suspense, useCallback, useId, useMemo } from 'react';
import { PHONE_QUERY, StyledVisuallyHidden, useMediaQuery, useRovingFocus, type MultiSelect, type ViewMode } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useGridColumns } from '../hooks/useGridColumns';
import type { CompanySortField, SortOrder } from '../utils/companySortOptions';
import { CompanyCard } from './CompanyCard';
import { StyledCardGrid } from './CompanyCard.styles';
import { CompaniesSkeleton } from './CompaniesSkeleton';

// The table layout (TanStack Table) is fetched on its first use: the first screen is the cards.
const CompaniesTable = lazy(() => import('./CompaniesTable').then((m) => ({ default: m.CompaniesTable })));

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
  /** The table's shown columns and widths (a saved view keeps them). */
  columns: readonly ViewColumn[];
  onColumnsChange: (columns: ViewColumn[]) => void;
  onOpen: (company: Company) => void;
  onLongPress: (id: string) => void;
  onEdit: (company: Company) => void;
  onViewContacts: (company: Company) => void;
}

const ignore = () => undefined;

/** The cards as a grid, or on a wider screen than a phone's the list layout's table (a phone keeps the cards). */
export function CompanyList({
  companies,
  view,
  selection,
  selectable,
  sortBy,
  sortOrder,
  onSort,
  onLongPress,
  columns,
  onColumnsChange,
  ...handlers
}: CompanyListProps) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  const { selected, selectAll, isSelected, toggle } = selection;
  const tableSelection = useMemo(
    () => ({
      isSelected,
      onToggle: toggle,
      onSelectRange: (ids: readonly string[], on: boolean) => {
        const next = new Set(selected);
        for (const id of ids)
          if (on) next.add(id);
          else next.delete(id);
        selectAll([...next]);
      },
      label: (id: string) => t('companies.selectNamed', { name: companies.find((c) => c.id === id)?.name ?? id }),
    }),
    [isSelected, toggle, selected, selectAll, companies, t],
  );
  if (view === 'list' && !phone) {
    return (
      <Suspense fallback={<CompaniesSkeleton view="list" />}>
        <CompaniesTable
          companies={companies}
          columns={columns}
          onColumnsChange={onColumnsChange}
          sort={{ by: sortBy, order: sortOrder }}
          onSortChange={({ by, order }) => onSort(by as CompanySortField, order)}
          selection={selectable ? tableSelection : undefined}
          onOpen={handlers.onOpen}
          onViewContacts={handlers.onViewContacts}
        />
      </Suspense>
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
